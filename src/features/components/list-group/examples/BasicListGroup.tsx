import { ListGroup, ListGroupItem } from '@/ui/list-group/ListGroup';

/** Plain items in one frame; `active` marks one as the current one (`aria-current`), not only by colour. */
export default function BasicListGroup() {
  return (
    <ListGroup aria-label="What the Team plan includes">
      <ListGroupItem>10 team members</ListGroupItem>
      <ListGroupItem active>50 GB of storage</ListGroupItem>
      <ListGroupItem>Priority support</ListGroupItem>
      <ListGroupItem>Daily backups</ListGroupItem>
    </ListGroup>
  );
}
