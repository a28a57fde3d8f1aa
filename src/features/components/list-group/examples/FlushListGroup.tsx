import { ListGroup, ListGroupItem } from '@/ui/list-group/ListGroup';

const usage = [
  { kind: 'Pictures', size: '4.2 GB' },
  { kind: 'Documents', size: '1.1 GB' },
  { kind: 'Music', size: '380 MB' },
  { kind: 'Other', size: '95 MB' },
];

/** `flush`: no frame of its own, only lines between the items, for a list that fills a card. */
export default function FlushListGroup() {
  return (
    <ListGroup flush aria-label="Storage used">
      {usage.map(({ kind, size }) => (
        <ListGroupItem key={kind} end={<span style={{ color: 'var(--c-muted)' }}>{size}</span>}>
          {kind}
        </ListGroupItem>
      ))}
    </ListGroup>
  );
}
