import { Avatar, type AvatarStatus } from '@/ui/avatar/Avatar';
import { publicUrl } from '@/lib/publicUrl';

const people: { name: string; picture: string; status: AvatarStatus; note: string }[] = [
  { name: 'Lena Park', picture: '/images/avatars/4.svg', status: 'online', note: 'Editing invoice #4512' },
  { name: 'Marco Rossi', picture: '/images/avatars/5.svg', status: 'away', note: 'Back at 14:00' },
  { name: 'Nadia Haddad', picture: '/images/avatars/6.svg', status: 'busy', note: 'In a meeting until 15:30' },
  { name: 'Oscar Lund', picture: '/images/avatars/7.svg', status: 'offline', note: 'Last seen yesterday' },
];

/**
 * `status`: a dot in the corner. The colour is not the only sign: the dot is named for screen readers
 * (`statusLabel`, in the reader's language) and shows its name in a tooltip. The picture already
 * says who it is (its alt text), so the text beside it says something else.
 */
export default function AvatarStatuses() {
  return (
    <ul style={{ display: 'grid', gap: 'var(--space-3)', margin: 0, padding: 0, listStyle: 'none' }}>
      {people.map(({ name, picture, status, note }) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)' }}>
          <Avatar
            name={name}
            src={publicUrl(picture)}
            status={status}
            statusLabel={status.replace(/^./, (c) => c.toUpperCase())}
          />
          <span>{note}</span>
        </li>
      ))}
    </ul>
  );
}
