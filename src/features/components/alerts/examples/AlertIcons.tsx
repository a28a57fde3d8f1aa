import { BellRing, ShieldCheck } from 'lucide-react';
import { Alert } from '@/ui/alert/Alert';

/**
 * `icon`: each tone brings an icon of its own; pass another icon to say more, or `icon={false}`
 * for a plain text alert. Icons are decoration: the words carry the meaning.
 */
export default function AlertIcons() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <Alert tone="info">The default icon of the info tone.</Alert>
      <Alert tone="success" icon={<ShieldCheck aria-hidden />}>
        Two-factor authentication is on for every admin.
      </Alert>
      <Alert tone="primary" icon={<BellRing aria-hidden />}>
        You will be notified when the export is ready.
      </Alert>
      <Alert tone="secondary" icon={false}>
        No icon: a quiet note in the flow of the page.
      </Alert>
    </div>
  );
}
