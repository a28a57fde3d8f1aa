import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { DropdownMenu, DropdownMenuItem } from '@/ui/dropdown-menu/DropdownMenu';

const actions = ['Edit', 'Duplicate', 'Archive'];

/**
 * A button that opens a list of actions. `onSelect` runs the chosen one; the menu then closes and the
 * focus goes back to the button. `align="start"` lines the menu up with the button's start edge.
 */
export default function BasicDropdown() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <DropdownMenu align="start" trigger={<Button endIcon={<ChevronDown aria-hidden />}>Actions</Button>}>
        {actions.map((action) => (
          <DropdownMenuItem key={action} onSelect={() => setChosen(action)}>
            {action}
          </DropdownMenuItem>
        ))}
      </DropdownMenu>
      <p role="status" style={{ margin: 0 }}>
        {chosen ? `Chosen: ${chosen}` : 'Nothing chosen yet.'}
      </p>
    </div>
  );
}
