import { Lock } from 'lucide-react';
import { Button } from '@/ui/button/Button';

/**
 * `disabled`: faded, out of the tab order and deaf to presses. Say why nearby, since a disabled
 * button cannot show a tooltip to keyboard users.
 */
export default function DisabledButtons() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
        <Button disabled>Publish</Button>
        <Button disabled variant="outline" tone="secondary">
          Archive
        </Button>
        <Button disabled variant="tint" tone="warning" startIcon={<Lock aria-hidden />}>
          Transfer ownership
        </Button>
      </div>
      <p style={{ margin: 0, fontSize: 'var(--fs-sm)' }}>Only the workspace owner can publish or transfer it.</p>
    </div>
  );
}
