import { useState } from 'react';
import { useAlertDialog } from '@/ui/alert-dialog/useAlertDialog';
import { Button } from '@/ui/button/Button';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * With `input` the dialog asks for a value; `validate` returns what is wrong with it, shown under
 * the field and announced, and the dialog only confirms once it is right.
 */
export default function PromptWithValidation() {
  const { ask, dialog } = useAlertDialog();
  const [invited, setInvited] = useState<string[]>([]);

  const invite = async () => {
    const answer = await ask({
      tone: 'question',
      title: 'Invite a teammate',
      input: {
        label: 'Email address',
        type: 'email',
        placeholder: 'name@company.com',
        validate: (value) => {
          if (!value.trim()) return 'Enter an email address.';
          if (!emailPattern.test(value)) return 'This does not look like an email address.';
          if (invited.includes(value)) return 'This person is already invited.';
          return null;
        },
      },
      confirmLabel: 'Send invite',
      cancelLabel: true,
    });
    if (answer.confirmed && answer.value) setInvited((was) => [...was, answer.value!]);
  };

  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <Button onClick={() => void invite()}>Invite a teammate</Button>
      <p role="status" style={{ margin: 0 }}>
        {invited.length ? `Invited: ${invited.join(', ')}` : 'Nobody invited yet.'}
      </p>
      {dialog}
    </div>
  );
}
