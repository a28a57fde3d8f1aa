import { LayoutGrid } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '@/ui/dropdown-menu/DropdownMenu';

const columns = ['Email', 'Role', 'Plan'];

/**
 * Checkbox items turn settings on and off; radio items pick one of a group. Ticking a column calls
 * `preventDefault` in `onSelect`, so the menu stays open to tick another; choosing a density closes it.
 */
export default function CheckableItems() {
  const [shown, setShown] = useState(['Email', 'Role']);
  const [density, setDensity] = useState('Comfortable');
  const toggle = (column: string, on: boolean) =>
    setShown((was) => (on ? columns.filter((c) => c === column || was.includes(c)) : was.filter((c) => c !== column)));
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <DropdownMenu
        align="start"
        trigger={
          <Button variant="outline" tone="secondary" startIcon={<LayoutGrid aria-hidden />}>
            View
          </Button>
        }
      >
        <DropdownMenuLabel>Columns</DropdownMenuLabel>
        {columns.map((column) => (
          <DropdownMenuCheckboxItem
            key={column}
            checked={shown.includes(column)}
            onCheckedChange={(on) => toggle(column, on)}
            onSelect={(event) => event.preventDefault()}
          >
            {column}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Density</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={density} onValueChange={setDensity}>
          <DropdownMenuRadioItem value="Comfortable">Comfortable</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="Compact">Compact</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenu>
      <p role="status" style={{ margin: 0 }}>
        Columns: {shown.join(', ') || 'none'}. Density: {density.toLowerCase()}.
      </p>
    </div>
  );
}
