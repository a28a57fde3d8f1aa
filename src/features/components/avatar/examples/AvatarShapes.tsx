import { Avatar } from '@/ui/avatar/Avatar';
import { publicUrl } from '@/lib/publicUrl';

/** `shape`: a circle for people (the default), rounded squares for teams, apps and companies. */
export default function AvatarShapes() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-4)' }}>
      <Avatar size="xl" name="Priya Shah" src={publicUrl('/images/avatars/8.svg')} />
      <Avatar size="xl" shape="rounded" name="Priya Shah" src={publicUrl('/images/avatars/8.svg')} />
      <Avatar size="xl" shape="rounded" tone="info" name="Design Team" />
      <Avatar size="xl" shape="rounded" tone="success" name="Growth Ops" />
    </div>
  );
}
