import { Checkbox } from '@/ui/checkbox/Checkbox';

/** `size` sets the box and its label together: small for dense lists, large for touch screens. */
export default function CheckboxSizes() {
  return (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <Checkbox size="sm" label="Small" defaultChecked />
      <Checkbox size="md" label="Medium (default)" defaultChecked />
      <Checkbox size="lg" label="Large" defaultChecked />
    </div>
  );
}
