import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Popover } from '@/ui/popover/Popover';

/**
 * A short form in a popover, opened and closed through `open` and `onOpenChange`: saving closes it
 * and the focus goes back to the button that opened it.
 */
export default function PopoverForm() {
  const [open, setOpen] = useState(false);
  const [reminder, setReminder] = useState<string | null>(null);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setReminder(`${String(data.get('note'))} at ${String(data.get('time'))}`);
    setOpen(false);
  };

  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <Popover
        title="New reminder"
        open={open}
        onOpenChange={setOpen}
        trigger={<Button>{reminder ? 'Change reminder' : 'Add reminder'}</Button>}
      >
        <form onSubmit={save} style={{ display: 'grid', gap: '0.75rem' }}>
          <Field label="Note">
            <Input name="note" required defaultValue="Call the supplier" />
          </Field>
          <Field label="Time">
            <Input name="time" type="time" required defaultValue="14:30" />
          </Field>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
            <Button variant="text" tone="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </div>
        </form>
      </Popover>
      <p role="status" style={{ margin: 0 }}>
        {reminder ? `Reminder: ${reminder}` : 'No reminder yet.'}
      </p>
    </div>
  );
}
