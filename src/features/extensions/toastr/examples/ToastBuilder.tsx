import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { RadioGroup } from '@/ui/radio/RadioGroup';
import { Select } from '@/ui/select/Select';
import { Switch } from '@/ui/switch/Switch';
import { toast } from '@/ui/toast/toast';

type ToastOptions = NonNullable<Parameters<typeof toast>[1]>;
type ToastPosition = NonNullable<ToastOptions['position']>;
type TypeOptions = NonNullable<ToastOptions['type']>;

const types = ['default', 'success', 'info', 'warning', 'error'] as const;
const positions = ['top', 'bottom'].flatMap((edge) =>
  ['left', 'center', 'right'].map((side) => `${edge}-${side}` as ToastPosition),
);

/**
 * Every react-toastify option that shapes one toast: its type, its `position` (per toast: the app
 * keeps one container), `autoClose` with its progress bar, `pauseOnHover`, `closeOnClick` and
 * `draggable`. The call it makes is printed under the form.
 */
export default function ToastBuilder() {
  const [type, setType] = useState<TypeOptions>('success');
  const [position, setPosition] = useState<ToastPosition>('top-right');
  const [message, setMessage] = useState('Your profile was saved.');
  const [seconds, setSeconds] = useState(5);
  const [flags, setFlags] = useState({
    hideProgressBar: false,
    pauseOnHover: true,
    closeOnClick: false,
    draggable: true,
  });
  const options: ToastOptions = { type, position, autoClose: seconds > 0 ? seconds * 1000 : false, ...flags };
  const flag = (name: keyof typeof flags, label: string) => (
    <Switch label={label} checked={flags[name]} onCheckedChange={(on) => setFlags((was) => ({ ...was, [name]: on }))} />
  );
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <RadioGroup
        label="Type"
        orientation="horizontal"
        options={types.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))}
        value={type}
        onValueChange={(value) => setType(value as TypeOptions)}
        style={{ flexWrap: 'wrap' }}
      />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: '1rem' }}>
        <Field label="Message">
          <Input value={message} onChange={(event) => setMessage(event.target.value)} />
        </Field>
        <Field label="Position">
          <Select
            value={position}
            onValueChange={(value) => setPosition(value as ToastPosition)}
            options={positions.map((value) => ({ value, label: value }))}
          />
        </Field>
        <Field label="Close after (seconds, 0 = never)">
          <Input
            type="number"
            min={0}
            max={30}
            value={seconds}
            onChange={(event) => setSeconds(Number(event.target.value))}
          />
        </Field>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem 1.5rem' }}>
        {flag('hideProgressBar', 'Hide the progress bar')}
        {flag('pauseOnHover', 'Pause on hover')}
        {flag('closeOnClick', 'Close on click')}
        {flag('draggable', 'Swipe to close')}
      </div>
      <div>
        <Button onClick={() => toast(message, options)}>Show toast</Button>
      </div>
      <pre
        style={{
          margin: 0,
          padding: '0.75rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          background: 'var(--c-body)',
          direction: 'ltr',
          textAlign: 'left',
        }}
      >
        <code>{`toast(${JSON.stringify(message)}, ${JSON.stringify(options, null, 2)});`}</code>
      </pre>
    </div>
  );
}
