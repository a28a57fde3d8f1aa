import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumericFormat } from 'react-number-format';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

/** The reader's group and decimal separators ("1,234.5" in English, "1.234,5" in German). */
function separators(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const find = (type: string) => parts.find((part) => part.type === type)?.value;
  // A narrow no-break space (French) is hard to type: a plain space is used instead.
  return { thousandSeparator: (find('group') ?? ',').replace(/\s/, ' '), decimalSeparator: find('decimal') ?? '.' };
}

/**
 * `NumericFormat` groups thousands as the number is typed, with the separators of the page's language,
 * and keeps two decimals at most; the raw value is a plain number, whatever the language.
 */
export default function LocaleNumeral() {
  const { i18n } = useTranslation();
  const [raw, setRaw] = useState<number | undefined>(1234567.5);
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Field label="Annual budget" hint="Thousands grouped as you type.">
        <NumericFormat
          customInput={Input}
          {...separators(i18n.language)}
          decimalScale={2}
          allowNegative={false}
          value={raw}
          onValueChange={({ floatValue }) => setRaw(floatValue)}
          inputMode="decimal"
          dir="ltr"
        />
      </Field>
      <p style={{ margin: 0 }}>
        Raw value: <code>{raw ?? '(empty)'}</code>
      </p>
    </div>
  );
}
