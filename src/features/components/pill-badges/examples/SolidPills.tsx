import { Badge } from '@/ui/badge/Badge';
import { tones } from '@/ui/theme/tokens';

const counts = [3, 18, 42, 7, 120, 99];

/** `pill` with `variant="solid"`: round counters, at home next to a menu entry or a tab. */
export default function SolidPills() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-3)' }}>
      {tones.map((tone, index) => (
        <Badge key={tone} tone={tone} variant="solid" pill>
          {counts[index]! > 99 ? '99+' : counts[index]}
        </Badge>
      ))}
    </div>
  );
}
