import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import IntlFormats from './examples/IntlFormats';
import intlSource from './examples/IntlFormats.tsx?raw';
import PageNamespace from './examples/PageNamespace';
import namespaceSource from './examples/PageNamespace.tsx?raw';
import PluralRules from './examples/PluralRules';
import pluralSource from './examples/PluralRules.tsx?raw';
import ScopedLanguage from './examples/ScopedLanguage';
import scopedSource from './examples/ScopedLanguage.tsx?raw';

const story = 'ui-elements-extensions-i18n--default';

/** Each example: its key in `extI18n`, the component, its source, its file and the story it links to. */
const examples = [
  { key: 'scoped', Component: ScopedLanguage, source: scopedSource, file: 'ScopedLanguage.tsx', story },
  { key: 'plurals', Component: PluralRules, source: pluralSource, file: 'PluralRules.tsx', story },
  { key: 'intl', Component: IntlFormats, source: intlSource, file: 'IntlFormats.tsx', story },
  { key: 'namespace', Component: PageNamespace, source: namespaceSource, file: 'PageNamespace.tsx', story },
] satisfies DemoExample[];

/**
 * `/extensions/i18n`: i18next and Intl switching a card's language live, plural rules in four
 * languages, dates and numbers per locale, and a page adding its own namespace of words.
 */
export function I18nPage() {
  return <DemoPage namespace="extensions" words="extI18n" examples={examples} column="26rem" />;
}
