import { Badge } from '@/ui/badge/Badge';

const folders = [
  { name: 'Inbox', unread: 14, tone: 'primary' },
  { name: 'Drafts', unread: 2, tone: 'secondary' },
  { name: 'Spam', unread: 31, tone: 'danger' },
] as const;

/** Pills at the end of list rows: the count sits at the row's end in both directions. */
export default function PillList() {
  return (
    <ul style={{ display: 'grid', gap: 'var(--space-2)', margin: 0, padding: 0, listStyle: 'none' }}>
      {folders.map(({ name, unread, tone }) => (
        <li key={name} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          {name}
          <Badge tone={tone} pill>
            {unread} <span className="visually-hidden">unread</span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
