import { CircleAlert, CircleCheck, CircleX, Info } from 'lucide-react';
import { ListGroup, ListGroupItem } from '@/ui/list-group/ListGroup';

/**
 * `tone` tints an item. The colour is not the message: each line says its state in words too, with an
 * icon beside it (`aria-hidden`).
 */
export default function ToneListGroup() {
  return (
    <ListGroup aria-label="System checks">
      <ListGroupItem tone="success" start={<CircleCheck aria-hidden />} end="OK">
        Database
      </ListGroupItem>
      <ListGroupItem tone="warning" start={<CircleAlert aria-hidden />} end="Slow">
        Search index
      </ListGroupItem>
      <ListGroupItem tone="danger" start={<CircleX aria-hidden />} end="Down">
        Email delivery
      </ListGroupItem>
      <ListGroupItem tone="info" start={<Info aria-hidden />} end="Tonight, 22:00">
        Planned maintenance
      </ListGroupItem>
    </ListGroup>
  );
}
