import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/ui/button/Button';
import { Collapse } from '@/ui/disclosure/Collapse';

/**
 * A button opens and closes the region under it: `aria-expanded` says which, `aria-controls` names the
 * region. Closed, the region is hidden from everyone: Tab never lands inside it.
 */
export default function CollapseButton() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <Button
        variant="tint"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        endIcon={<ChevronDown aria-hidden style={{ rotate: open ? '180deg' : undefined }} />}
      >
        Delivery options
      </Button>
      <Collapse id={id} open={open}>
        <p style={{ margin: 0, paddingBlockStart: 'var(--space-3)' }}>
          Standard delivery takes three to five days and is free from €50. Express arrives the next working day for €9.{' '}
          <a href="/pages/faq">Read the delivery FAQ</a>
        </p>
      </Collapse>
    </div>
  );
}
