import { useRef, useState } from 'react';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';

/**
 * Alerts added in answer to an action. The region that receives them is on the page from the start
 * (`aria-live="polite"`), so a screen reader reads each one as it arrives. Closing one gives the
 * focus back to the button that made it.
 */
export default function LiveAlert() {
  const [drafts, setDrafts] = useState<number[]>([]);
  const saveButton = useRef<HTMLButtonElement>(null);
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)', justifyItems: 'start' }}>
      <Button ref={saveButton} onClick={() => setDrafts((list) => [...list, (list.at(-1) ?? 0) + 1])}>
        Save draft
      </Button>
      <div aria-live="polite" style={{ display: 'grid', gap: 'var(--space-2)', justifySelf: 'stretch' }}>
        {drafts.map((draft) => (
          <Alert
            key={draft}
            tone="success"
            dismissible
            onDismiss={() => {
              setDrafts((list) => list.filter((item) => item !== draft));
              saveButton.current?.focus();
            }}
          >
            Draft {draft} saved. You can close this page safely.
          </Alert>
        ))}
      </div>
    </div>
  );
}
