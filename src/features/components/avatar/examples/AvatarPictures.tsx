import { Avatar } from '@/ui/avatar/Avatar';
import { publicUrl } from '@/lib/publicUrl';

/**
 * With `src` the avatar shows the picture, its `name` as the alt text. Without one, or when the
 * picture fails to load, it shows the name's initials instead.
 */
export default function AvatarPictures() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-4)' }}>
      <Avatar size="lg" name="Bruno Costa" src={publicUrl('/images/avatars/1.svg')} />
      <Avatar size="lg" name="Chen Wei" src={publicUrl('/images/avatars/2.svg')} />
      <Avatar size="lg" name="Dana Whitfield" />
      <Avatar size="lg" name="Elif Yilmaz" src={publicUrl('/images/avatars/does-not-exist.png')} />
    </div>
  );
}
