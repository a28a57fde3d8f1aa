import { Switch } from '@/ui/switch/Switch';
import { tones } from '@/ui/theme/tokens';

/** `tone` colours the track when the switch is on, in any of the theme's tones. */
export default function SwitchColors() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem 1.25rem' }}>
      {tones.map((tone) => (
        <Switch key={tone} tone={tone} label={tone[0]!.toUpperCase() + tone.slice(1)} defaultChecked />
      ))}
    </div>
  );
}
