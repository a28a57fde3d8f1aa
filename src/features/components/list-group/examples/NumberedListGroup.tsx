import { ListGroup, ListGroupItem } from '@/ui/list-group/ListGroup';

/**
 * `numbered`: an ordered list (`<ol>`), so a screen reader tells the position too; the numbers are drawn
 * by CSS and not read twice.
 */
export default function NumberedListGroup() {
  return (
    <ListGroup numbered aria-label="Getting started">
      <ListGroupItem description="Name, logo and time zone">Create the workspace</ListGroupItem>
      <ListGroupItem description="By email or with a link">Invite the team</ListGroupItem>
      <ListGroupItem description="Card or bank transfer">Choose a plan</ListGroupItem>
    </ListGroup>
  );
}
