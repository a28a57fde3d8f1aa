import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';

/** The pointer, and the keyboard: Space picks an item up, the arrow keys move it to its neighbour, Space drops it. */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** One announcement: the item's name, and where it is (as the example's `where` says it). */
type Say = (item: string, where: string) => string;

/**
 * dnd-kit's screen-reader announcements, in the example's words: `where(id)` says where an item or
 * a spot is, `name(id)` what an item is called. A move is announced once per new spot: dnd-kit
 * reports the item over itself first, and again at every move.
 */
export function useAnnouncements(
  where: (id: UniqueIdentifier) => string,
  say: { start: Say; over: Say; end: Say; cancel: Say },
  name: (id: UniqueIdentifier) => string = String,
): Announcements {
  const spot = useRef<UniqueIdentifier | null>(null);
  return {
    onDragStart: ({ active }) => {
      spot.current = active.id;
      return say.start(name(active.id), where(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === spot.current) return undefined;
      spot.current = over.id;
      return say.over(name(active.id), where(over.id));
    },
    onDragEnd: ({ active, over }) =>
      over ? say.end(name(active.id), where(over.id)) : `${name(active.id)} was dropped outside; it did not move.`,
    onDragCancel: ({ active }) => say.cancel(name(active.id), where(active.id)),
  };
}

/** The items in their new order once one is dropped over another (`onDragEnd`), else as they were. */
export function reorder(items: string[], { active, over }: DragEndEvent) {
  if (!over || active.id === over.id) return items;
  return arrayMove(items, items.indexOf(String(active.id)), items.indexOf(String(over.id)));
}

/**
 * dnd-kit's `useSortable` for one item: `setNodeRef` and `style` go on the element that moves (the
 * style follows the drag), `handle` on the control that picks it up.
 */
export function useSortableItem(id: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const style = { transform: CSS.Translate.toString(transform), transition };
  return { isDragging, setNodeRef, style, handle: { ref: setActivatorNodeRef, ...attributes, ...listeners } };
}

/** A sortable item's button: a card with a border, tinted while it is dragged. */
export const ItemButton = styled.button<{ $dragging?: boolean }>`
  inline-size: 100%;
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  background: ${(p) => (p.$dragging ? 'var(--c-primary-tint)' : 'var(--c-card)')};
  color: var(--c-text);
  font: inherit;
  text-align: start;
  cursor: grab;
  touch-action: none;
`;

/**
 * A list item picked up whole, on top of the others while it moves: its button (which gets the
 * `className`) is the handle, for a drag or Space, and tells screen readers how to move it.
 */
export function SortableItem({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const { isDragging, setNodeRef, style, handle } = useSortableItem(id);
  return (
    <li ref={setNodeRef} style={{ ...style, zIndex: isDragging ? 1 : 0 }}>
      <ItemButton type="button" className={className} $dragging={isDragging} {...handle}>
        {children}
      </ItemButton>
    </li>
  );
}

/** A list without bullets, its items one under the other. */
export const Stack = styled.ol`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;
