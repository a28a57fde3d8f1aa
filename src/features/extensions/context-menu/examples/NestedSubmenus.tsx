import { Archive, FolderOpen, Inbox, Tags } from 'lucide-react';
import { useState } from 'react';
import { ContextMenu, ContextMenuItem, ContextMenuSub } from '@/ui/context-menu/ContextMenu';

const projects = { Clients: ['Atlas', 'Borealis'], Internal: ['Hiring', 'Offsite'] };

/**
 * Submenus nest: ArrowRight (ArrowLeft right to left) or Enter opens one, ArrowLeft or Escape
 * closes it and goes back a level. The message is a button, as in a mail list.
 */
export default function NestedSubmenus() {
  const [folder, setFolder] = useState('Inbox');
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      <li>
        <ContextMenu
          trigger={
            <button
              type="button"
              style={{
                display: 'grid',
                gap: '0.25rem',
                inlineSize: '100%',
                padding: '0.75rem 1rem',
                border: '1px solid var(--c-border)',
                borderRadius: 'var(--radius-md)',
                background: 'var(--c-card)',
                font: 'inherit',
                textAlign: 'start',
              }}
            >
              <strong style={{ color: 'var(--c-heading)' }}>Ana Costa: Quote for the new office</strong>
              <span style={{ color: 'var(--c-muted)' }}>In {folder}</span>
            </button>
          }
        >
          <ContextMenuSub label="Move to" icon={<FolderOpen aria-hidden />}>
            <ContextMenuItem icon={<Inbox aria-hidden />} onSelect={() => setFolder('Inbox')}>
              Inbox
            </ContextMenuItem>
            {Object.entries(projects).map(([group, names]) => (
              <ContextMenuSub key={group} label={group}>
                {names.map((name) => (
                  <ContextMenuItem key={name} onSelect={() => setFolder(`${group} / ${name}`)}>
                    {name}
                  </ContextMenuItem>
                ))}
              </ContextMenuSub>
            ))}
          </ContextMenuSub>
          <ContextMenuItem icon={<Tags aria-hidden />} shortcut="L">
            Label
          </ContextMenuItem>
          <ContextMenuItem icon={<Archive aria-hidden />} shortcut="E" onSelect={() => setFolder('Archive')}>
            Archive
          </ContextMenuItem>
        </ContextMenu>
      </li>
    </ul>
  );
}
