import { useState } from 'react';
import {
  ContextMenu,
  ContextMenuCheckboxItem,
  ContextMenuLabel,
  ContextMenuRadioGroup,
  ContextMenuRadioItem,
  ContextMenuSeparator,
} from '@/ui/context-menu/ContextMenu';

const zooms = ['50%', '100%', '200%'];

/**
 * Checkable items switch options on and off; a radio group picks one of several. The canvas is a
 * button (a click steps the zoom), so the keyboard reaches it and can open its menu too.
 */
export default function ViewOptions() {
  const [grid, setGrid] = useState(true);
  const [rulers, setRulers] = useState(false);
  const [zoom, setZoom] = useState('100%');
  return (
    <ContextMenu
      trigger={
        <button
          type="button"
          onClick={() => setZoom((was) => zooms[(zooms.indexOf(was) + 1) % zooms.length]!)}
          style={{
            inlineSize: '100%',
            font: 'inherit',
            display: 'grid',
            placeItems: 'center',
            blockSize: '11rem',
            border: '1px solid var(--c-border)',
            borderRadius: 'var(--radius-md)',
            backgroundColor: 'var(--c-card)',
            backgroundImage: grid
              ? 'linear-gradient(var(--c-border) 1px, transparent 1px), linear-gradient(90deg, var(--c-border) 1px, transparent 1px)'
              : 'none',
            backgroundSize: '1.25rem 1.25rem',
            borderBlockStart: rulers ? '0.75rem solid var(--c-hover)' : undefined,
            color: 'var(--c-muted)',
          }}
        >
          <span style={{ padding: '0.25rem 0.5rem', background: 'var(--c-card)' }}>
            Canvas at {zoom}, grid {grid ? 'on' : 'off'}, rulers {rulers ? 'on' : 'off'}
          </span>
        </button>
      }
    >
      <ContextMenuCheckboxItem checked={grid} onCheckedChange={setGrid} shortcut="Ctrl+'">
        Show grid
      </ContextMenuCheckboxItem>
      <ContextMenuCheckboxItem checked={rulers} onCheckedChange={setRulers} shortcut="Ctrl+R">
        Show rulers
      </ContextMenuCheckboxItem>
      <ContextMenuSeparator />
      <ContextMenuLabel>Zoom</ContextMenuLabel>
      <ContextMenuRadioGroup value={zoom} onValueChange={setZoom}>
        {zooms.map((value) => (
          <ContextMenuRadioItem key={value} value={value}>
            {value}
          </ContextMenuRadioItem>
        ))}
      </ContextMenuRadioGroup>
    </ContextMenu>
  );
}
