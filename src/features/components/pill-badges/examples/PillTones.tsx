import { Badge } from '@/ui/badge/Badge';
import type { Tone } from '@/ui/theme/tokens';

const statuses: [Tone, string][] = [
  ['primary', 'In progress'],
  ['secondary', 'Draft'],
  ['success', 'Paid'],
  ['danger', 'Refunded'],
  ['warning', 'Due soon'],
  ['info', 'Scheduled'],
];

/** `pill`: fully rounded ends. Tinted (the default), a pill reads as a soft status label. */
export default function PillTones() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      {statuses.map(([tone, label]) => (
        <Badge key={tone} tone={tone} pill>
          {label}
        </Badge>
      ))}
    </div>
  );
}
