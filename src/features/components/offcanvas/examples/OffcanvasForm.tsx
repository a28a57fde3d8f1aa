import { UserRoundPlus } from 'lucide-react';
import { useState, type FormEventHandler } from 'react';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { DialogForm } from '@/ui/modal/DialogForm';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';

/**
 * A form in a side panel keeps the page in sight behind it. The panel is controlled (`open`,
 * `onOpenChange`): it closes once the form is valid and saved, and the focus returns to its button.
 */
export default function OffcanvasForm() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [added, setAdded] = useState<string | null>(null);

  const save: FormEventHandler<HTMLFormElement> = (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name')).trim();
    if (!name) {
      setError('Enter the person’s name.');
      (form.elements.namedItem('name') as HTMLInputElement).focus();
      return;
    }
    setError(undefined);
    setAdded(name);
    setOpen(false);
  };

  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <Offcanvas
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(undefined);
        }}
        title="Add a user"
        trigger={<Button startIcon={<UserRoundPlus aria-hidden />}>Add a user</Button>}
      >
        <DialogForm onSubmit={save} cancelLabel="Cancel" submitLabel="Add" pending={false}>
          <Field label="Full name" required error={error}>
            <Input name="name" autoComplete="off" />
          </Field>
          <Field label="Role" hint="Editors can change content; viewers can only read it.">
            <Input name="role" defaultValue="Editor" />
          </Field>
        </DialogForm>
      </Offcanvas>
      <p role="status" style={{ margin: 0 }}>
        {added ? `${added} was added.` : 'No user added yet.'}
      </p>
    </div>
  );
}
