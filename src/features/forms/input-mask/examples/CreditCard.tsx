import { useState } from 'react';
import { PatternFormat } from 'react-number-format';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

/** The card networks told apart by their first digits, and how each groups its number. */
const brands = [
  { name: 'American Express', starts: /^3[47]/, format: '#### ###### #####' },
  { name: 'Visa', starts: /^4/, format: '#### #### #### ####' },
  { name: 'Mastercard', starts: /^(5[1-5]|2[2-7])/, format: '#### #### #### ####' },
  { name: 'Discover', starts: /^(6011|65|64[4-9])/, format: '#### #### #### ####' },
];

/**
 * `PatternFormat` groups the digits as they are typed; the first digits tell the brand, whose own grouping
 * is used (American Express: 4-6-5). The raw value is the digits alone, what a payment service wants.
 */
export default function CreditCard() {
  const [digits, setDigits] = useState('');
  const brand = brands.find((b) => b.starts.test(digits));
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Field
        label="Card number"
        hint={brand ? `Card: ${brand.name}` : 'Visa, Mastercard, American Express or Discover.'}
      >
        <PatternFormat
          customInput={Input}
          format={brand?.format ?? '#### #### #### ####'}
          value={digits}
          valueIsNumericString
          onValueChange={({ value }) => setDigits(value)}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          dir="ltr"
        />
      </Field>
      <p style={{ margin: 0 }}>
        Raw value: <code>{digits || '(empty)'}</code>
      </p>
    </div>
  );
}
