import { RadioGroup } from '@/ui/radio/RadioGroup';
import { tones } from '@/ui/theme/tokens';

/** `tone` colours the chosen option's ring, in any of the theme's tones. */
export default function RadioColors() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {tones.map((tone) => (
        <RadioGroup
          key={tone}
          label={tone[0]!.toUpperCase() + tone.slice(1)}
          tone={tone}
          orientation="horizontal"
          defaultValue="on"
          options={[
            { value: 'on', label: 'On' },
            { value: 'off', label: 'Off' },
          ]}
        />
      ))}
    </div>
  );
}
