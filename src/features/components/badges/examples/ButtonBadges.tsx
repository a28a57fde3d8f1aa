import { Badge } from '@/ui/badge/Badge';
import { Button } from '@/ui/button/Button';

/**
 * A count inside a button. The button's name includes the number and, hidden on screen, what it
 * counts ("Inbox 4 unread"), so a screen reader hears more than a bare figure.
 */
export default function ButtonBadges() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
      <Button>
        Inbox{' '}
        <Badge tone="secondary" variant="solid" pill>
          4<span className="visually-hidden"> unread</span>
        </Badge>
      </Button>
      <Button variant="outline" tone="secondary">
        Pull requests <Badge tone="info">12</Badge>
      </Button>
      <Button variant="tint" tone="danger">
        Failed jobs{' '}
        <Badge tone="danger" variant="solid">
          3
        </Badge>
      </Button>
    </div>
  );
}
