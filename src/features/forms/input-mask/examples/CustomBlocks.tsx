import { useState } from 'react';
import { NumberFormatBase } from 'react-number-format';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

const clean = (text: string) =>
  text
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 16);

/**
 * A pattern of your own with `NumberFormatBase`: a licence key of letters and digits, upper-cased and cut
 * into four blocks of four as it is typed or pasted; `removeFormatting` gives back the sixteen characters.
 */
export default function CustomBlocks() {
  const [key, setKey] = useState('');
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Field label="Licence key" hint="16 letters and digits, dashes added for you.">
        <NumberFormatBase
          customInput={Input}
          format={(text) =>
            clean(text)
              .match(/.{1,4}/g)
              ?.join('-') ?? ''
          }
          removeFormatting={clean}
          isValidInputCharacter={(char) => /^[a-z0-9]$/i.test(char)}
          getCaretBoundary={(formatted) => Array.from({ length: formatted.length + 1 }, () => true)}
          value={key}
          valueIsNumericString
          onValueChange={({ value }) => setKey(value)}
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCD-1234-EFGH-5678"
          dir="ltr"
        />
      </Field>
      <p style={{ margin: 0 }}>
        Raw value: <code>{key || '(empty)'}</code>
      </p>
    </div>
  );
}
