import { Button } from '@/ui/button/Button';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';

/**
 * `modal={false}` opens the panel without a backdrop: the page stays visible, readable and in the
 * focus order. Like a popover, it closes when you click or tab elsewhere, or press Escape.
 */
export default function OffcanvasNoBackdrop() {
  return (
    <Offcanvas
      modal={false}
      size="20rem"
      title="Quick help"
      trigger={<Button variant="outline">Open help without a backdrop</Button>}
    >
      <p style={{ marginBlockStart: 0 }}>Invoices are numbered in the order they are created.</p>
      <p style={{ marginBlockEnd: 0 }}>A paid invoice can no longer be edited; refund it instead.</p>
    </Offcanvas>
  );
}
