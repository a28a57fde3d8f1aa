import { useState } from 'react';
import { Field } from '@/ui/field/Field';
import { NumberInput } from '@/ui/number-input/NumberInput';

const keys = [
  ['↑ ↓', 'one step (5)'],
  ['Page Up, Page Down', 'a large step (25)'],
  ['Home, End', 'the minimum, the maximum'],
  ['Enter', 'read what was typed'],
];

/**
 * The WAI-ARIA spinbutton: one tab stop, the keys below, and its value and bounds exposed
 * (`aria-valuenow`, `-min`, `-max`, `-valuetext`). The − and + buttons are for the pointer only.
 */
export default function KeyboardSpinbutton() {
  const [volume, setVolume] = useState<number | null>(40);
  return (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '18rem' }}>
      <Field label="Volume">
        <NumberInput locale="en" min={0} max={100} step={5} largeStep={25} value={volume} onValueChange={setVolume} />
      </Field>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.25rem 0.75rem', margin: 0 }}>
        {keys.map(([key, does]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd style={{ margin: 0 }}>{does}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
