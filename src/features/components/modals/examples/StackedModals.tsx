import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Modal, ModalClose } from '@/ui/modal/Modal';

/**
 * A modal opened from inside another stacks on top of it. Escape closes the top one only, and the
 * focus goes back to the button in the modal below.
 */
export default function StackedModals() {
  const [members, setMembers] = useState(['ana@example.com', 'tom@example.com']);
  const [inviting, setInviting] = useState(false);

  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    setMembers((was) => [...was, email]);
    setInviting(false);
  };

  return (
    <Modal title="Share the project" trigger={<Button variant="outline">Share the project</Button>}>
      <ul style={{ margin: '0 0 1rem', paddingInlineStart: '1.25rem' }}>
        {members.map((member) => (
          <li key={member}>{member}</li>
        ))}
      </ul>
      <Modal
        size="sm"
        title="Invite by email"
        open={inviting}
        onOpenChange={setInviting}
        trigger={<Button startIcon={<Mail aria-hidden />}>Invite by email</Button>}
      >
        <form onSubmit={invite} style={{ display: 'grid', gap: '1rem' }}>
          <Field label="Email">
            <Input name="email" type="email" required defaultValue="lea@example.com" />
          </Field>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
            <ModalClose asChild>
              <Button variant="outline" tone="secondary">
                Cancel
              </Button>
            </ModalClose>
            <Button type="submit">Invite</Button>
          </div>
        </form>
      </Modal>
    </Modal>
  );
}
