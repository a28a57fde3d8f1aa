import { RadioGroup } from '@/ui/radio/RadioGroup';

/**
 * An option with `disabled` is dimmed and skipped by the arrow keys; `disabled` on the group locks
 * them all (and takes the group out of the tab order).
 */
export default function DisabledRadio() {
  return (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      <RadioGroup
        label="Payment"
        defaultValue="card"
        options={[
          { value: 'card', label: 'Card' },
          { value: 'invoice', label: 'Invoice (from 10 seats)', disabled: true },
          { value: 'transfer', label: 'Bank transfer' },
        ]}
      />
      <RadioGroup
        label="Region (set by your organisation)"
        disabled
        defaultValue="eu"
        options={[
          { value: 'eu', label: 'Europe' },
          { value: 'us', label: 'United States' },
        ]}
      />
    </div>
  );
}
