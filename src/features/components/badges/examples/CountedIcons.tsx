import { Bell, Mail, ShoppingCart } from 'lucide-react';
import { CountedIcon } from '@/ui/badge/CountedIcon';
import { Button } from '@/ui/button/Button';

const buttons = [
  { label: 'Notifications', icon: <Bell aria-hidden />, count: 5, tone: 'danger' },
  { label: 'Messages', icon: <Mail aria-hidden />, count: 28, tone: 'primary' },
  { label: 'Cart', icon: <ShoppingCart aria-hidden />, count: 0, tone: 'success' },
] as const;

/**
 * `CountedIcon`: an icon with a count in its corner, and nothing at zero. The count is decoration:
 * the button around it says the number in its `aria-label`.
 */
export default function CountedIcons() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-4)' }}>
      {buttons.map(({ label, icon, count, tone }) => (
        <Button key={label} variant="text" tone="secondary" iconOnly aria-label={`${label}, ${count} new`}>
          <CountedIcon icon={icon} count={count} tone={tone} />
        </Button>
      ))}
    </div>
  );
}
