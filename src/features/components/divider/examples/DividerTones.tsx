import { Divider } from '@/ui/divider/Divider';
import { tones } from '@/ui/theme/tokens';

/** `tone` colours the line and its words; the words keep their contrast in every skin. */
export default function DividerTones() {
  return (
    <div>
      {tones.map((tone) => (
        <Divider key={tone} tone={tone}>
          {tone[0]!.toUpperCase() + tone.slice(1)}
        </Divider>
      ))}
    </div>
  );
}
