import { Link } from 'react-router';
import { Button } from '@/ui/button/Button';
import { Popover } from '@/ui/popover/Popover';

/**
 * With a `title` the popover gets a header with a close button, and the title names the dialog for
 * screen readers. Unlike a tooltip it can hold links and controls.
 */
export default function PopoverWithTitle() {
  return (
    <Popover title="Team plan" trigger={<Button variant="tint">What’s included?</Button>}>
      <ul style={{ margin: '0 0 0.75rem', paddingInlineStart: '1.25rem' }}>
        <li>Up to 25 members</li>
        <li>200 GB of shared storage</li>
        <li>Priority support by chat</li>
      </ul>
      <Link to="/pages/pricing">Compare every plan</Link>
    </Popover>
  );
}
