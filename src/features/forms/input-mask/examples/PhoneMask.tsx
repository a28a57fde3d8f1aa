import { useState } from 'react';
import { PatternFormat } from 'react-number-format';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

/**
 * A North American number: the country code and the punctuation are written for the person, the mask
 * (`_`) shows how many digits are left, and the raw value keeps the ten digits only.
 */
export default function PhoneMask() {
  const [digits, setDigits] = useState('');
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Field label="Mobile phone" hint="Ten digits, area code first.">
        <PatternFormat
          customInput={Input}
          format="+1 (###) ###-####"
          mask="_"
          value={digits}
          valueIsNumericString
          onValueChange={({ value }) => setDigits(value)}
          type="tel"
          autoComplete="tel-national"
          placeholder="+1 (555) 555-0123"
          dir="ltr"
        />
      </Field>
      <p style={{ margin: 0 }}>
        Raw value: <code>{digits || '(empty)'}</code>
      </p>
    </div>
  );
}
