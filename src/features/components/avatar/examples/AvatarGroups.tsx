import { AvatarGroup } from '@/ui/avatar/AvatarGroup';
import { publicUrl } from '@/lib/publicUrl';

const reviewers = [
  { name: 'Quinn Avery', src: publicUrl('/images/avatars/1.svg') },
  { name: 'Rosa Jimenez', src: publicUrl('/images/avatars/2.svg') },
  { name: 'Sami Okafor', tone: 'warning' as const },
  { name: 'Tara Novak', src: publicUrl('/images/avatars/5.svg') },
  { name: 'Umar Farouk', src: publicUrl('/images/avatars/6.svg') },
  { name: 'Vera Klein', tone: 'info' as const },
  { name: 'Will Turner', src: publicUrl('/images/avatars/7.svg') },
];

/**
 * `AvatarGroup`: overlapping avatars in a named list; past `max`, a "+N" counter tells how many more.
 * Each name shows on hover.
 */
export default function AvatarGroups() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <AvatarGroup people={reviewers} label="Reviewers" />
      <AvatarGroup people={reviewers.slice(0, 3)} size="sm" label="Project owners" />
      <AvatarGroup people={reviewers.slice(2)} max={3} label="Design guild" />
    </div>
  );
}
