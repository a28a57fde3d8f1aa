import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { DropdownMenu, DropdownMenuItem } from '@/ui/dropdown-menu/DropdownMenu';

const folders = ['Archive', 'Clients', 'Finance', 'Invoices', 'Marketing', 'Projects', 'Receipts', 'Travel'];

/**
 * Everything works from the keyboard: Enter, Space or ↓ opens the menu, ↑ ↓ Home End move, typing a
 * letter jumps to the item that starts with it, Enter chooses, and Escape closes it with the focus
 * back on the button.
 */
export default function KeyboardMenu() {
  const [folder, setFolder] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <DropdownMenu
        align="start"
        trigger={
          <Button variant="tint" startIcon={<ArrowRight aria-hidden />}>
            Move to folder
          </Button>
        }
      >
        {folders.map((name) => (
          <DropdownMenuItem key={name} onSelect={() => setFolder(name)}>
            {name}
          </DropdownMenuItem>
        ))}
      </DropdownMenu>
      <p style={{ margin: 0, color: 'var(--c-muted)' }}>
        Try <kbd>Enter</kbd>, then <kbd>T</kbd> for Travel, or <kbd>Esc</kbd>.
      </p>
      <p role="status" style={{ margin: 0 }}>
        {folder ? `Moved to ${folder}.` : 'The email is in Inbox.'}
      </p>
    </div>
  );
}
