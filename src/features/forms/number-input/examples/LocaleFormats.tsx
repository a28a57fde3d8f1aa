import { useTranslation } from 'react-i18next';
import { Field } from '@/ui/field/Field';
import { NumberInput } from '@/ui/number-input/NumberInput';

/**
 * `format` takes `Intl.NumberFormat`'s options and `locale` the page's language: decimals, a currency
 * and a percent are written (and read back when typed) as the reader writes them.
 */
export default function LocaleFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '16rem' }}>
      <Field label="Weight (kg)">
        <NumberInput locale={locale} defaultValue={2.5} min={0} step={0.25} format={{ minimumFractionDigits: 2 }} />
      </Field>
      <Field label="Unit price">
        <NumberInput
          locale={locale}
          defaultValue={1249.9}
          min={0}
          step={10}
          format={{ style: 'currency', currency: 'EUR' }}
        />
      </Field>
      <Field label="Discount">
        <NumberInput locale={locale} defaultValue={0.15} min={0} max={1} step={0.05} format={{ style: 'percent' }} />
      </Field>
    </div>
  );
}
