import { Avatar, type AvatarSize } from '@/ui/avatar/Avatar';
import { publicUrl } from '@/lib/publicUrl';

const sizes: AvatarSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/** `size`: xs (24 px), sm (32), md (40, the default), lg (56) and xl (72). */
export default function AvatarSizes() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 'var(--space-4)' }}>
      {sizes.map((size) => (
        <Avatar key={size} size={size} name="Amelia Hart" src={publicUrl('/images/avatars/3.svg')} />
      ))}
    </div>
  );
}
