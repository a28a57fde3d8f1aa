import { Badge } from '@/ui/badge/Badge';
import { tones } from '@/ui/theme/tokens';

/** `variant="solid"`: the tone's full colour, for counts and states that must stand out. */
export default function SolidBadges() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone} variant="solid" style={{ textTransform: 'capitalize' }}>
          {tone}
        </Badge>
      ))}
    </div>
  );
}
