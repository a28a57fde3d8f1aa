import { useState, type MouseEvent } from 'react';
import { Collapse } from '@/ui/disclosure/Collapse';

/**
 * A link as the trigger: its address is the region (`#refund-terms`), so it reads as where it leads, and
 * it carries the same `aria-expanded` and `aria-controls` as a button would. Enter toggles it, like any
 * link; where Space should work too, use a button.
 */
export default function CollapseLink() {
  const [open, setOpen] = useState(false);
  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    setOpen((was) => !was);
  };
  return (
    <div>
      <p style={{ margin: 0 }}>
        Cancel any time in the first 14 days for a full refund.{' '}
        <a href="#refund-terms" aria-expanded={open} aria-controls="refund-terms" onClick={toggle}>
          {open ? 'Hide the terms' : 'Read the terms'}
        </a>
      </p>
      <Collapse id="refund-terms" open={open}>
        <ul style={{ margin: 0, paddingBlockStart: 'var(--space-3)' }}>
          <li>The 14 days start on the day of the first payment.</li>
          <li>Refunds go back to the card that paid, within five working days.</li>
          <li>Add-ons bought later are refunded for the days left.</li>
        </ul>
      </Collapse>
    </div>
  );
}
