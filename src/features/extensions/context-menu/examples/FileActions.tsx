import { Copy, ExternalLink, FileText, Link, Mail, SquarePen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ContextMenu, ContextMenuItem, ContextMenuSeparator, ContextMenuSub } from '@/ui/context-menu/ContextMenu';

const files = ['Budget 2027.xlsx', 'Roadmap.pdf', 'Team photo.jpg'];

const tile = {
  display: 'grid',
  justifyItems: 'center',
  gap: '0.375rem',
  inlineSize: '7rem',
  padding: '0.75rem 0.5rem',
  border: '1px solid var(--c-border)',
  borderRadius: 'var(--radius-md)',
  background: 'var(--c-card)',
  color: 'var(--c-heading)',
  font: 'inherit',
  fontSize: 'var(--fs-sm)',
  cursor: 'default',
} as const;

/**
 * Each file is a button, so Tab reaches it: a right-click, the keyboard's menu key or Shift+F10
 * opens its menu. Items show their shortcut; Share opens a submenu.
 */
export default function FileActions() {
  const [last, setLast] = useState('Nothing done yet.');
  const act = (action: string, file: string) => () => setLast(`${action}: ${file}`);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        {files.map((file) => (
          <ContextMenu
            key={file}
            trigger={
              <button type="button" style={tile}>
                <FileText aria-hidden size={28} />
                {file}
              </button>
            }
          >
            <ContextMenuItem icon={<SquarePen aria-hidden />} shortcut="F2" onSelect={act('Renamed', file)}>
              Rename
            </ContextMenuItem>
            <ContextMenuItem icon={<Copy aria-hidden />} shortcut="Ctrl+D" onSelect={act('Duplicated', file)}>
              Duplicate
            </ContextMenuItem>
            <ContextMenuSub label="Share" icon={<ExternalLink aria-hidden />}>
              <ContextMenuItem icon={<Mail aria-hidden />} onSelect={act('Emailed', file)}>
                By email
              </ContextMenuItem>
              <ContextMenuItem icon={<Link aria-hidden />} onSelect={act('Link copied', file)}>
                Copy link
              </ContextMenuItem>
            </ContextMenuSub>
            <ContextMenuSeparator />
            <ContextMenuItem danger icon={<Trash2 aria-hidden />} shortcut="Del" onSelect={act('Deleted', file)}>
              Delete
            </ContextMenuItem>
          </ContextMenu>
        ))}
      </div>
      <p role="status" style={{ margin: 0 }}>
        {last}
      </p>
    </div>
  );
}
