import { PanelLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/ui/button/Button';
import { Collapse } from '@/ui/disclosure/Collapse';

const folders = ['Inbox', 'Sent', 'Drafts', 'Archive'];

/**
 * `orientation="horizontal"`: the width slides instead of the height, for a side panel. The panel keeps
 * a width of its own (`12rem`), so its lines never rewrap while it moves.
 */
export default function HorizontalCollapse() {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <div>
        <Button
          size="sm"
          variant="outline"
          startIcon={<PanelLeft aria-hidden />}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((was) => !was)}
        >
          Folders
        </Button>
      </div>
      <div
        style={{
          display: 'flex',
          minBlockSize: '9rem',
          border: '1px solid var(--c-border)',
          borderRadius: 'var(--radius-md)',
        }}
      >
        <Collapse id={id} open={open} orientation="horizontal">
          <ul style={{ inlineSize: '12rem', margin: 0, padding: 'var(--space-3) var(--space-4)', listStyle: 'none' }}>
            {folders.map((folder) => (
              <li key={folder} style={{ paddingBlock: 'var(--space-1)' }}>
                {folder}
              </li>
            ))}
          </ul>
        </Collapse>
        <p
          style={{
            flex: 1,
            margin: 0,
            padding: 'var(--space-3) var(--space-4)',
            borderInlineStart: '1px solid var(--c-border)',
          }}
        >
          The messages of the folder you pick show here; close the folders for more room.
        </p>
      </div>
    </div>
  );
}
