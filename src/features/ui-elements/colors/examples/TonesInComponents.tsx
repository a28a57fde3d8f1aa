import { Alert } from '@/ui/alert/Alert';
import { Badge } from '@/ui/badge/Badge';
import { Button } from '@/ui/button/Button';
import { tones } from '@/ui/theme/tokens';

const label = (tone: string) => tone.charAt(0).toUpperCase() + tone.slice(1);

/** The kit's components take a `tone` instead of a colour: the skin decides what each tone looks like. */
export default function TonesInComponents() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
        {tones.map((tone) => (
          <Button key={tone} tone={tone} size="sm">
            {label(tone)}
          </Button>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone} variant="solid">
            {label(tone)}
          </Badge>
        ))}
        {tones.map((tone) => (
          <Badge key={`${tone}-tint`} tone={tone} variant="tint">
            {label(tone)}
          </Badge>
        ))}
      </div>
      <Alert tone="info">Tones carry meaning: danger for what cannot be undone, success for what went well.</Alert>
    </div>
  );
}
