import { Progress } from '@/ui/progress/Progress';
import { tones } from '@/ui/theme/tokens';

/** A bar in each tone of the theme: success for done, warning for close to a limit, and so on. */
export default function ProgressTones() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {tones.map((tone, index) => (
        <Progress key={tone} tone={tone} label={`Tone ${tone}`} value={30 + index * 12} />
      ))}
    </div>
  );
}
