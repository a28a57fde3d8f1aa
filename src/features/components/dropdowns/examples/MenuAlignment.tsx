import { ArrowUpDown, ListFilter } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { DropdownMenu, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/ui/dropdown-menu/DropdownMenu';

/**
 * `align` lines the menu up with its trigger's `start` or `end` edge (`end` by default), so a menu at
 * the end of a toolbar opens inwards. Edges are logical: in right-to-left they swap sides.
 */
export default function MenuAlignment() {
  const [status, setStatus] = useState('All');
  const [sort, setSort] = useState('Newest');
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: '0.75rem' }}>
        <DropdownMenu
          align="start"
          trigger={
            <Button variant="outline" tone="secondary" startIcon={<ListFilter aria-hidden />}>
              Status
            </Button>
          }
        >
          <DropdownMenuRadioGroup value={status} onValueChange={setStatus}>
            {['All', 'Paid', 'Pending', 'Overdue'].map((item) => (
              <DropdownMenuRadioItem key={item} value={item}>
                {item}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenu>
        <DropdownMenu
          align="end"
          trigger={
            <Button variant="outline" tone="secondary" startIcon={<ArrowUpDown aria-hidden />}>
              Sort
            </Button>
          }
        >
          <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
            {['Newest', 'Oldest', 'Amount'].map((item) => (
              <DropdownMenuRadioItem key={item} value={item}>
                {item}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenu>
      </div>
      <p role="status" style={{ margin: 0 }}>
        Showing {status.toLowerCase()} invoices, sorted by {sort.toLowerCase()}.
      </p>
    </div>
  );
}
