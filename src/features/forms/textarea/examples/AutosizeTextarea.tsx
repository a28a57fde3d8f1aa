import { Field } from '@/ui/field/Field';
import { Textarea } from '@/ui/textarea/Textarea';

/**
 * `autosize` grows the box with its text, from `rows` lines up to `maxRows`, then it scrolls: no
 * handle to drag, and a short note keeps a short box.
 */
export default function AutosizeTextarea() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Field label="Comment">
        <Textarea autosize rows={2} maxRows={8} placeholder="Write a comment…" />
      </Field>
      <Field label="Release notes">
        <Textarea
          autosize
          rows={2}
          maxRows={6}
          defaultValue={'Forms:\n- input masks\n- number input\n- floating labels'}
        />
      </Field>
    </div>
  );
}
