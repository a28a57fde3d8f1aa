import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel } from '@/ui/dropdown-menu/DropdownMenu';

/**
 * A `disabled` item stays in the list, so people see the option exists, but it cannot be chosen and
 * the arrow keys skip it. Say why next to it rather than hiding it.
 */
export default function DisabledItem() {
  const [format, setFormat] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <DropdownMenu
        align="start"
        trigger={
          <Button variant="outline" startIcon={<FileDown aria-hidden />}>
            Export
          </Button>
        }
      >
        <DropdownMenuLabel>Export as</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => setFormat('CSV')}>CSV</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => setFormat('Excel')}>Excel</DropdownMenuItem>
        <DropdownMenuItem disabled>PDF (Pro plan)</DropdownMenuItem>
      </DropdownMenu>
      <p role="status" style={{ margin: 0 }}>
        {format ? `Exported as ${format}.` : 'Nothing exported yet.'}
      </p>
    </div>
  );
}
