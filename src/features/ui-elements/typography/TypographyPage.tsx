import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Example } from '@/lib/showcase/Example';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import Blockquotes from './examples/Blockquotes';
import blockquotesSource from './examples/Blockquotes.tsx?raw';
import CodeBlocks from './examples/CodeBlocks';
import codeSource from './examples/CodeBlocks.tsx?raw';
import DescriptionList from './examples/DescriptionList';
import descriptionSource from './examples/DescriptionList.tsx?raw';
import DisplayHeadings from './examples/DisplayHeadings';
import displaySource from './examples/DisplayHeadings.tsx?raw';
import Headings from './examples/Headings';
import headingsSource from './examples/Headings.tsx?raw';
import InlineText from './examples/InlineText';
import inlineSource from './examples/InlineText.tsx?raw';
import LeadParagraph from './examples/LeadParagraph';
import leadSource from './examples/LeadParagraph.tsx?raw';
import Lists from './examples/Lists';
import listsSource from './examples/Lists.tsx?raw';
import UnstyledLists from './examples/UnstyledLists';
import unstyledSource from './examples/UnstyledLists.tsx?raw';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 32rem), 1fr));
  gap: var(--space-6);
  align-items: start;
`;

/** The kit's type scale and base styles are pictured in its Foundations story. */
const foundationsStory = 'ui-theme-foundations--light';

/** The examples in page order: translation key, the component, and the file it is drawn from. */
const examples = [
  { key: 'headings', Component: Headings, source: headingsSource, file: 'Headings.tsx' },
  { key: 'display', Component: DisplayHeadings, source: displaySource, file: 'DisplayHeadings.tsx' },
  { key: 'lead', Component: LeadParagraph, source: leadSource, file: 'LeadParagraph.tsx' },
  { key: 'inline', Component: InlineText, source: inlineSource, file: 'InlineText.tsx' },
  { key: 'lists', Component: Lists, source: listsSource, file: 'Lists.tsx' },
  { key: 'unstyled', Component: UnstyledLists, source: unstyledSource, file: 'UnstyledLists.tsx' },
  { key: 'descriptionList', Component: DescriptionList, source: descriptionSource, file: 'DescriptionList.tsx' },
  { key: 'blockquotes', Component: Blockquotes, source: blockquotesSource, file: 'Blockquotes.tsx' },
  { key: 'code', Component: CodeBlocks, source: codeSource, file: 'CodeBlocks.tsx' },
];

/**
 * `/ui-element`: the theme's type in use: headings, display headings, the lead paragraph, inline
 * text elements, lists, blockquotes and code; each example with its source.
 */
export function TypographyPage() {
  const { t } = useTranslation();
  const header = { title: t('demoTypography.title'), description: t('demoTypography.description') };
  return (
    <PageStack>
      <PageHeader {...header} />
      <Grid>
        {examples.map(({ key, Component, ...code }) => {
          const id = `demoTypography.${key}`;
          return (
            <Example
              key={key}
              title={t(`${id}.title`)}
              description={t(`${id}.text`)}
              story={foundationsStory}
              {...code}
            >
              <Component />
            </Example>
          );
        })}
      </Grid>
    </PageStack>
  );
}
