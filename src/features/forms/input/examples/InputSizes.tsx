import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

/** Three sizes through `size`: small for dense tables and toolbars, large for a page's main field. */
export default function InputSizes() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Field label="Small">
        <Input size="sm" placeholder={`size="sm"`} />
      </Field>
      <Field label="Medium (default)">
        <Input placeholder={`size="md"`} />
      </Field>
      <Field label="Large">
        <Input size="lg" placeholder={`size="lg"`} />
      </Field>
    </div>
  );
}
