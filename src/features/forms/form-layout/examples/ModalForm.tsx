import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import * as z from '@/lib/api/zod';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { DialogForm } from '@/ui/modal/DialogForm';
import { Modal } from '@/ui/modal/Modal';
import { Select } from '@/ui/select/Select';
import { toast } from '@/ui/toast/toast';
import { rules, SentValues, useSentForm } from './useSentForm';

const roles = ['Viewer', 'Editor', 'Admin'].map((role) => ({ value: role, label: role }));

const schema = z.object({
  email: rules.email,
  role: z.string(),
});

/**
 * The form in the kit's Modal: the focus goes into it and stays there; sending closes it, gives the focus
 * back to its button and says what was sent, in a toast and under the button.
 */
export default function ModalForm() {
  const [open, setOpen] = useState(false);
  const { register, control, formState, onSubmit, reset, sent } = useSentForm(
    schema,
    { email: '', role: 'Viewer' },
    (values) => {
      toast.success(`Invitation sent to ${values.email} as ${values.role}`);
      setOpen(false);
    },
  );
  return (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <Modal
        title="Invite a teammate"
        open={open}
        onOpenChange={(next) => {
          if (next) reset();
          setOpen(next);
        }}
        trigger={<Button startIcon={<UserPlus aria-hidden />}>Invite a teammate</Button>}
      >
        <DialogForm
          onSubmit={(event) => void onSubmit(event)}
          cancelLabel="Cancel"
          submitLabel="Send invite"
          pending={false}
        >
          <Field label="Email" required error={formState.errors.email?.message}>
            <Input type="email" autoComplete="off" data-autofocus {...register('email')} />
          </Field>
          <Field label="Role">
            <Controller
              control={control}
              name="role"
              render={({ field }) => <Select options={roles} value={field.value} onValueChange={field.onChange} />}
            />
          </Field>
        </DialogForm>
      </Modal>
      <SentValues values={sent} />
    </div>
  );
}
