import { useId, useState } from 'react';
import { Button } from '@/ui/button/Button';
import { Collapse } from '@/ui/disclosure/Collapse';

const boxStyle = { padding: 'var(--space-3)', marginBlockStart: 'var(--space-3)', background: 'var(--c-body)' };

/**
 * One button per region, and one for both: its `aria-controls` lists the two ids, and it says "expanded"
 * only when both are open. Pressing it opens both, or closes both when both were open.
 */
export default function MultipleTargets() {
  const [billing, setBilling] = useState(false);
  const [shipping, setShipping] = useState(false);
  const billingId = useId();
  const shippingId = useId();
  const both = billing && shipping;
  const toggleBoth = () => {
    setBilling(!both);
    setShipping(!both);
  };
  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={billing}
          aria-controls={billingId}
          onClick={() => setBilling(!billing)}
        >
          Billing address
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={shipping}
          aria-controls={shippingId}
          onClick={() => setShipping(!shipping)}
        >
          Shipping address
        </Button>
        <Button size="sm" aria-expanded={both} aria-controls={`${billingId} ${shippingId}`} onClick={toggleBoth}>
          Both addresses
        </Button>
      </div>
      <Collapse id={billingId} open={billing}>
        <address style={boxStyle}>Northwind Ltd, 12 Harbour Street, Leith EH6 6QR</address>
      </Collapse>
      <Collapse id={shippingId} open={shipping}>
        <address style={boxStyle}>Northwind warehouse, Unit 4, Sighthill Park, Edinburgh EH11 4BP</address>
      </Collapse>
    </div>
  );
}
