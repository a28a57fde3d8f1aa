import { Download, Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from '@/ui/dropdown-menu/DropdownMenu';

/**
 * An icon before each action, a separator that sets the destructive one apart, and `danger` to colour
 * it. An icon-only trigger needs an `aria-label`; the icons themselves are hidden from screen readers.
 */
export default function IconDropdown() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' }}>
      <span style={{ fontWeight: 600 }}>Invoice #4987</span>
      <DropdownMenu
        trigger={
          <Button variant="text" tone="secondary" iconOnly aria-label="Invoice #4987 options">
            <MoreVertical aria-hidden />
          </Button>
        }
      >
        <DropdownMenuItem icon={<Eye aria-hidden />} onSelect={() => setChosen('Viewed')}>
          View
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Pencil aria-hidden />} onSelect={() => setChosen('Edited')}>
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Download aria-hidden />} onSelect={() => setChosen('Downloaded')}>
          Download
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Trash2 aria-hidden />} danger onSelect={() => setChosen('Deleted')}>
          Delete
        </DropdownMenuItem>
      </DropdownMenu>
      <p role="status" style={{ margin: 0, flexBasis: '100%' }}>
        {chosen ? `${chosen} invoice #4987.` : 'No action yet.'}
      </p>
    </div>
  );
}
