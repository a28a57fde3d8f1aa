import { Checkbox } from '@/ui/checkbox/Checkbox';

/** A `disabled` box keeps its state, is dimmed and leaves the tab order; say why beside it. */
export default function DisabledCheckboxes() {
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Checkbox label="Account emails (always sent)" disabled defaultChecked />
      <Checkbox label="Beta features (not on your plan)" disabled />
      <Checkbox label="Weekly digest" />
    </div>
  );
}
