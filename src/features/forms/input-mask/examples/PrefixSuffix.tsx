import { useState } from 'react';
import { NumericFormat } from 'react-number-format';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

/**
 * A `prefix` or a `suffix` is written around the number and never typed: the price keeps two decimals
 * (`fixedDecimalScale`), the discount stays between 0 and 100 (`isAllowed`).
 */
export default function PrefixSuffix() {
  const [price, setPrice] = useState('19.9');
  const [discount, setDiscount] = useState('15');
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Field label="Price">
        <NumericFormat
          customInput={Input}
          prefix="$"
          thousandSeparator=","
          decimalScale={2}
          fixedDecimalScale
          value={price}
          valueIsNumericString
          onValueChange={({ value }) => setPrice(value)}
          inputMode="decimal"
          dir="ltr"
        />
      </Field>
      <Field label="Discount">
        <NumericFormat
          customInput={Input}
          suffix=" %"
          decimalScale={0}
          isAllowed={({ floatValue }) => floatValue === undefined || floatValue <= 100}
          value={discount}
          valueIsNumericString
          onValueChange={({ value }) => setDiscount(value)}
          inputMode="numeric"
          dir="ltr"
        />
      </Field>
      <p style={{ margin: 0 }}>
        Raw values: <code>{price || '(empty)'}</code> and <code>{discount || '(empty)'}</code>
      </p>
    </div>
  );
}
