import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { DropdownMenu, DropdownMenuItem } from '@/ui/dropdown-menu/DropdownMenu';

/**
 * A split button: the main action on the left part, related ones in the menu of the arrow part. Two
 * real buttons side by side in a named group, so each is a tab stop with its own name.
 */
export default function SplitButton() {
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <div role="group" aria-label="Save" style={{ display: 'inline-flex', gap: '1px' }}>
        <Button onClick={() => setSaved('Saved')} style={{ borderStartEndRadius: 0, borderEndEndRadius: 0 }}>
          Save
        </Button>
        <DropdownMenu
          trigger={
            <Button
              iconOnly
              aria-label="More save options"
              style={{ borderStartStartRadius: 0, borderEndStartRadius: 0 }}
            >
              <ChevronDown aria-hidden />
            </Button>
          }
        >
          <DropdownMenuItem onSelect={() => setSaved('Saved as a draft')}>Save as draft</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setSaved('Saved and closed')}>Save and close</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setSaved('Saved as a template')}>Save as template</DropdownMenuItem>
        </DropdownMenu>
      </div>
      <p role="status" style={{ margin: 0 }}>
        {saved ? `${saved}.` : 'Not saved yet.'}
      </p>
    </div>
  );
}
