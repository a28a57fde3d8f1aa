import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { Popover } from '@/ui/popover/Popover';

const statuses = ['Paid', 'Pending', 'Overdue', 'Draft'];

/**
 * Escape or a click outside closes the popover; what was chosen inside stays chosen. The trigger
 * counts the active filters, so the choice shows while the popover is closed.
 */
export default function DismissiblePopover() {
  const [chosen, setChosen] = useState<string[]>(['Pending', 'Overdue']);
  const toggle = (status: string, on: boolean) =>
    setChosen((was) => (on ? [...was, status] : was.filter((item) => item !== status)));
  return (
    <Popover
      title="Status filters"
      trigger={
        <Button variant="outline" tone="secondary" startIcon={<Settings aria-hidden />}>
          Status filters ({chosen.length})
        </Button>
      }
    >
      <fieldset style={{ display: 'grid', gap: '0.5rem', margin: 0, padding: 0, border: 0 }}>
        <legend style={{ marginBlockEnd: '0.5rem', fontWeight: 600 }}>Show invoices that are</legend>
        {statuses.map((status) => (
          <Checkbox
            key={status}
            label={status}
            checked={chosen.includes(status)}
            onCheckedChange={(on) => toggle(status, on === true)}
          />
        ))}
      </fieldset>
    </Popover>
  );
}
