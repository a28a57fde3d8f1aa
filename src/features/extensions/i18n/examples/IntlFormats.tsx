import { useState } from 'react';
import { RadioGroup } from '@/ui/radio/RadioGroup';

const locales = { en: 'English', fr: 'Français', de: 'Deutsch', pt: 'Português' };
const when = new Date(2026, 2, 14, 14, 30);

/** What each format shows, written with the browser's Intl for the chosen locale. */
const formats = (locale: string) => ({
  Date: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(when),
  Time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(when),
  'In three days': new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(3, 'day'),
  Number: new Intl.NumberFormat(locale).format(1234567.891),
  Price: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1299),
  Share: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(0.256),
  Cities: new Intl.ListFormat(locale, { type: 'conjunction' }).format(['Paris', 'Berlin', 'Lisbon']),
});

/**
 * Dates, times, numbers, prices and lists in the chosen locale with the browser's `Intl` API: no
 * library and nothing to download; pass the app's language (`i18n.language`) as the locale.
 */
export default function IntlFormats() {
  const [locale, setLocale] = useState('fr');
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <RadioGroup
        label="Locale"
        orientation="horizontal"
        value={locale}
        onValueChange={setLocale}
        options={Object.entries(locales).map(([value, label]) => ({ value, label }))}
      />
      <dl
        lang={locale}
        style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 'var(--space-2) var(--space-4)', margin: 0 }}
      >
        {Object.entries(formats(locale)).map(([name, text]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt lang="en" style={{ color: 'var(--c-muted)' }}>
              {name}
            </dt>
            <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>{text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
