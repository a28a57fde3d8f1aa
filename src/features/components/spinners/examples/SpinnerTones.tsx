import { Spinner } from '@/ui/spinner/Spinner';
import { tones } from '@/ui/theme/tokens';

/** One spinner per tone of the theme; each tone's text colour keeps its contrast in every skin. */
export default function SpinnerTones() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.25rem' }}>
      {tones.map((tone) => (
        <Spinner key={tone} tone={tone} label={`Loading (${tone})`} />
      ))}
    </div>
  );
}
