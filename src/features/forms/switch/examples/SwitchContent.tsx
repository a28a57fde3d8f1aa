import { Check, Moon, Sun, X } from 'lucide-react';
import { Switch } from '@/ui/switch/Switch';

/**
 * `on` and `off` put a short word or an icon in the track, on the side the thumb has left. They are
 * decoration: the label names the switch and its state is read as on or off.
 */
export default function SwitchContent() {
  return (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <Switch label="Auto-renew" on="On" off="Off" defaultChecked />
      <Switch label="Two-step sign-in" tone="success" on={<Check />} off={<X />} />
      <Switch label="Dark theme" tone="secondary" size="lg" on={<Moon />} off={<Sun />} />
    </div>
  );
}
