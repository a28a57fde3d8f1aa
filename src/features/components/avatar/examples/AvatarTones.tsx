import { Avatar } from '@/ui/avatar/Avatar';
import { tones } from '@/ui/theme/tokens';

const team = ['Felix Moreau', 'Grace Lin', 'Hugo Brandt', 'Ines Duarte', 'Jonas Berg', 'Kira Nolan'];

/** `tone`: the initials' colours, one tone per person, readable in every skin. */
export default function AvatarTones() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
      {tones.map((tone, index) => (
        <Avatar key={tone} tone={tone} name={team[index]!} />
      ))}
    </div>
  );
}
