import { useRef, useState } from 'react';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';

/**
 * `dismissible`: a close button named "Dismiss" hides the alert and calls `onDismiss`. The focus was
 * on that button, so it moves to the button after the alerts instead of getting lost.
 */
export default function DismissibleAlerts() {
  const [round, setRound] = useState(0);
  const restore = useRef<HTMLButtonElement>(null);
  // Wait for the alert to leave, then put the focus on the restore button.
  const onDismiss = () => requestAnimationFrame(() => restore.current?.focus());
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)', justifyItems: 'start' }}>
      {/* A new key brings the dismissed alerts back. */}
      <div key={round} style={{ display: 'grid', gap: 'var(--space-3)', justifySelf: 'stretch' }}>
        <Alert tone="warning" title="Scheduled downtime" dismissible onDismiss={onDismiss}>
          The API will be read-only on Saturday from 22:00 to 23:00 UTC.
        </Alert>
        <Alert tone="info" dismissible onDismiss={onDismiss}>
          Tip: press <kbd>/</kbd> anywhere to search.
        </Alert>
      </div>
      <Button ref={restore} variant="outline" size="sm" onClick={() => setRound((value) => value + 1)}>
        Show the alerts again
      </Button>
    </div>
  );
}
