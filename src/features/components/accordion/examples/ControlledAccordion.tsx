import { useState } from 'react';
import { Accordion } from '@/ui/accordion/Accordion';
import { Button } from '@/ui/button/Button';

const items = [
  { value: 'summary', title: 'Summary', content: 'Revenue is up 12% on last quarter, costs are flat.' },
  { value: 'risks', title: 'Risks', content: 'Two suppliers are late; a third one is on standby.' },
  { value: 'next', title: 'Next steps', content: 'Sign the new contract and hire two support agents.' },
];
const all = items.map((item) => item.value);

/**
 * Controlled: the open items live in state (`value` and `onValueChange`), so buttons outside can open
 * or close them all. The line under the buttons says how many are open.
 */
export default function ControlledAccordion() {
  const [open, setOpen] = useState<string[]>(['summary']);
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
        <Button size="sm" variant="tint" onClick={() => setOpen(all)}>
          Expand all
        </Button>
        <Button size="sm" variant="tint" onClick={() => setOpen([])}>
          Collapse all
        </Button>
      </div>
      <p style={{ margin: 0, color: 'var(--c-muted)' }}>
        {open.length} of {all.length} sections open
      </p>
      <Accordion type="multiple" items={items} value={open} onValueChange={setOpen} />
    </div>
  );
}
