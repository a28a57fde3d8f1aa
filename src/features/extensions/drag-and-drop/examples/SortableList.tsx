import { closestCenter, DndContext, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { reorder, SortableItem, Stack, useAnnouncements, useSortableSensors } from './sortable';

/**
 * A list sorted by dragging the rows: with the pointer, or by keyboard (Space picks a row up, the
 * arrows move it, Space drops it, Escape cancels), each step announced in plain words.
 */
export default function SortableList() {
  const [items, setItems] = useState(['Write the brief', 'Review the designs', 'Ship the release', 'Plan the sprint']);
  const sensors = useSortableSensors();
  const position = (id: UniqueIdentifier) => `position ${items.indexOf(String(id)) + 1} of ${items.length}`;
  const announcements = useAnnouncements(position, {
    start: (task, at) => `Picked up ${task}, at ${at}.`,
    over: (task, at) => `${task} moved to ${at}.`,
    end: (task, at) => `${task} dropped at ${at}.`,
    cancel: (task, at) => `Moving ${task} was cancelled; it is back at ${at}.`,
  });
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(event) => setItems((was) => reorder(was, event))}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'Press Space to pick the task up, the arrow keys to move it, Space to drop it, Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <Stack aria-label="Tasks">
          {items.map((id) => (
            <SortableItem key={id} id={id}>
              {id}
            </SortableItem>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
