import { Avatar } from '@/ui/avatar/Avatar';
import { Badge } from '@/ui/badge/Badge';
import { ListGroup, ListGroupItem } from '@/ui/list-group/ListGroup';

const messages = [
  { from: 'Amelia Hart', text: 'The March invoices are ready.', tone: 'info', when: 'New' },
  { from: 'Noah Brooks', text: 'Can we move the review to Friday?', tone: 'success', when: '2 h' },
  { from: 'Lena Fischer', text: 'Signed contract attached.', tone: 'warning', when: 'Mon' },
] as const;

/** `start` for an avatar, `description` for a second line, `end` for a badge: a small inbox. */
export default function DetailedListGroup() {
  return (
    <ListGroup aria-label="Recent messages">
      {messages.map(({ from, text, tone, when }) => (
        <ListGroupItem
          key={from}
          start={<Avatar name={from} size="sm" tone={tone} />}
          description={text}
          end={<Badge tone={when === 'New' ? 'danger' : 'secondary'}>{when}</Badge>}
        >
          {from}
        </ListGroupItem>
      ))}
    </ListGroup>
  );
}
