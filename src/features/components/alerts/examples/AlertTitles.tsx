import { Alert } from '@/ui/alert/Alert';

/** `title`: a bold first line that says what happened; the text under it says what to do. */
export default function AlertTitles() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <Alert tone="success" title="Invoice sent">
        Northwind will receive invoice #4512 by email within a few minutes.
      </Alert>
      <Alert tone="warning" title="Your trial ends in 3 days">
        Choose a plan to keep your projects, members and history.
      </Alert>
      <Alert tone="danger" title="Could not save" role="alert">
        The server did not answer. Your changes are kept on this device; try again in a moment.
      </Alert>
    </div>
  );
}
