import { Field } from '@/ui/field/Field';
import { Textarea } from '@/ui/textarea/Textarea';

/**
 * `limit` counts the characters against a soft limit: the counter turns red past it and, near the
 * limit or over it, a polite live region reads the count. Nothing typed or pasted is ever cut off.
 */
export default function LimitCounter() {
  return (
    <Field label="Status update" hint="Up to 60 characters show in the feed.">
      <Textarea limit={60} rows={3} defaultValue="Shipping the new forms this week." />
    </Field>
  );
}
