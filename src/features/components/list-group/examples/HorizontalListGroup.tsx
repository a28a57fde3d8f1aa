import { ListGroup, ListGroupItem } from '@/ui/list-group/ListGroup';

const summary = [
  { label: 'Items', value: '3' },
  { label: 'Shipping', value: 'Express' },
  { label: 'Total', value: '€124.00' },
];

/** `horizontal="md"`: side by side from the md breakpoint (48em) up, stacked on a phone. */
export default function HorizontalListGroup() {
  return (
    <ListGroup horizontal="md" aria-label="Order summary">
      {summary.map(({ label, value }) => (
        <ListGroupItem key={label} end={<strong style={{ color: 'var(--c-heading)' }}>{value}</strong>}>
          {label}
        </ListGroupItem>
      ))}
    </ListGroup>
  );
}
