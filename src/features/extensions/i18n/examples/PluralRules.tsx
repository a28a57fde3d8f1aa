import i18next from 'i18next';
import { useState } from 'react';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

// Plural keys end in _one and _other; i18next picks one with Intl.PluralRules for the language.
const plurals = i18next.createInstance({
  fallbackLng: 'en',
  initAsync: false,
  resources: {
    en: { translation: { files_one: '{{count}} file', files_other: '{{count}} files' } },
    fr: { translation: { files_one: '{{count}} fichier', files_other: '{{count}} fichiers' } },
    de: { translation: { files_one: '{{count}} Datei', files_other: '{{count}} Dateien' } },
    pt: { translation: { files_one: '{{count}} ficheiro', files_other: '{{count}} ficheiros' } },
  },
});
void plurals.init();

const languages = { en: 'English', fr: 'French', de: 'German', pt: 'Portuguese' };

/**
 * One count, four languages: `t('files', { count, lng })` picks the singular or the plural form by
 * each language's rule; French and Portuguese put 0 in the singular (“0 fichier”), English the plural.
 */
export default function PluralRules() {
  const [count, setCount] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <Field label="How many files">
        <Input type="number" min={0} value={count} onChange={(event) => setCount(Number(event.target.value))} />
      </Field>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 'var(--space-2) var(--space-4)', margin: 0 }}>
        {Object.entries(languages).map(([lng, name]) => (
          <div key={lng} style={{ display: 'contents' }}>
            <dt style={{ color: 'var(--c-muted)' }}>{name}</dt>
            <dd lang={lng} style={{ margin: 0 }}>
              {plurals.t('files', { count, lng })}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
