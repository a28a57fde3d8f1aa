import { Box } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/ui/button/Button';
import { toast } from '@/ui/toast/toast';

const messages = ['Quarterly report', 'Team lunch on Friday', 'New login from Lisbon'];

/**
 * A toast can hold a button: here Undo brings the archived message back. The content is a function
 * given `closeToast`. From the keyboard, Alt+T moves the focus to the toasts; Undo then gives it back.
 */
export default function ToastWithAction() {
  const [archived, setArchived] = useState<string[]>([]);
  const archiveButton = useRef<HTMLButtonElement>(null);
  const inbox = messages.filter((message) => !archived.includes(message));

  const archive = () => {
    const oldest = inbox[0];
    if (!oldest) return;
    setArchived((was) => [...was, oldest]);
    toast(
      ({ closeToast }) => (
        <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', inlineSize: '100%' }}>
          <span style={{ flex: 1 }}>“{oldest}” archived.</span>
          <Button
            size="sm"
            variant="tint"
            onClick={() => {
              setArchived((was) => was.filter((message) => message !== oldest));
              closeToast();
              archiveButton.current?.focus();
            }}
          >
            Undo
          </Button>
        </div>
      ),
      { autoClose: 10000 },
    );
  };

  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <p style={{ margin: 0 }}>Inbox: {inbox.length ? inbox.join(', ') : 'empty'}.</p>
      <Button
        ref={archiveButton}
        variant="outline"
        startIcon={<Box aria-hidden />}
        aria-disabled={inbox.length === 0}
        onClick={archive}
      >
        Archive the oldest
      </Button>
    </div>
  );
}
