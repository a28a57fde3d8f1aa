import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { DialogForm } from '@/ui/modal/DialogForm';
import { Modal } from '@/ui/modal/Modal';

const empty = { name: '', email: '' };

/**
 * The form's values live outside the modal (`useState` here), so closing it by mistake loses
 * nothing: open it again and what was typed is still there. Sending clears the draft.
 */
export default function ModalForm() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(empty);
  const [invited, setInvited] = useState<string | null>(null);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setInvited(`${draft.name} (${draft.email})`);
    setDraft(empty);
    setOpen(false);
  };

  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Invite a teammate"
        description="They get an email with a link to join."
        trigger={<Button startIcon={<UserPlus aria-hidden />}>Invite a teammate</Button>}
      >
        <DialogForm
          onSubmit={send}
          cancelLabel="Cancel"
          submitLabel="Send invite"
          pending={false}
          canSubmit={draft.name.trim() !== '' && draft.email.includes('@')}
        >
          <Field label="Name">
            <Input value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
          </Field>
          <Field label="Email">
            <Input
              type="email"
              value={draft.email}
              onChange={(event) => setDraft({ ...draft, email: event.target.value })}
            />
          </Field>
        </DialogForm>
      </Modal>
      <p role="status" style={{ margin: 0 }}>
        {invited ? `Invite sent to ${invited}.` : 'No invite sent yet.'}
      </p>
    </div>
  );
}
