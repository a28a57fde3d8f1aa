import { Spinner } from '@/ui/spinner/Spinner';

/** Without a `tone` a spinner takes the colour of the text around it, so it sits in a sentence. */
export default function InlineSpinner() {
  return (
    <ul style={{ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' }}>
      <li style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', color: 'var(--c-info-text)' }}>
        <Spinner size="sm" label="Syncing" /> Syncing 3 files with the cloud
      </li>
      <li style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', color: 'var(--c-muted)' }}>
        <Spinner size="sm" variant="grow" label="Checking" /> Checking for updates
      </li>
    </ul>
  );
}
