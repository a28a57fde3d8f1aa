import { Checkbox } from '@/ui/checkbox/Checkbox';
import { tones } from '@/ui/theme/tokens';

/** `tone` colours the checked box in any of the theme's tones, in every skin. */
export default function CheckboxColors() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem 1.25rem' }}>
      {tones.map((tone) => (
        <Checkbox key={tone} tone={tone} label={tone[0]!.toUpperCase() + tone.slice(1)} defaultChecked />
      ))}
    </div>
  );
}
