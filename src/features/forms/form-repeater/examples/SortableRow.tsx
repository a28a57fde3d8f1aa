import { type UniqueIdentifier } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button/Button';

/**
 * A row that moves by its grip alone (a drag, or Space then the arrow keys), so the fields beside the grip
 * still type; the grip is named after the row (`Move Keynote`).
 */
export function SortableRow({ id, name, children }: { id: UniqueIdentifier; name: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{
        display: 'flex',
        alignItems: 'end',
        gap: '0.5rem',
        position: 'relative',
        zIndex: isDragging ? 1 : 0,
        transform: CSS.Translate.toString(transform),
        transition,
        background: 'var(--c-card)',
      }}
    >
      <Button
        ref={setActivatorNodeRef}
        variant="text"
        tone="secondary"
        iconOnly
        aria-label={`Move ${name}`}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden />
      </Button>
      {children}
    </li>
  );
}
