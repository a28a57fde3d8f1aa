import { closestCenter, DndContext, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Grip } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { reorder, Stack, useAnnouncements, useSortableItem, useSortableSensors } from './sortable';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-1) var(--space-2);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  background: var(--c-card);
  > button {
    cursor: grab;
    touch-action: none;
  }
`;

function Step({ id }: { id: string }) {
  const { isDragging, setNodeRef, style, handle } = useSortableItem(id);
  return (
    <Row ref={setNodeRef} style={{ ...style, zIndex: isDragging ? 1 : 0 }}>
      <Button variant="text" tone="secondary" size="sm" iconOnly aria-label={`Move ${id}`} {...handle}>
        <Grip aria-hidden />
      </Button>
      <Checkbox label={id} />
    </Row>
  );
}

/**
 * Only the grip moves a row (`handle`: `setActivatorNodeRef` and the listeners go on it alone), so the
 * checkbox beside it still works with a click or Space; the handle is named after its row.
 */
export default function DragHandles() {
  const [steps, setSteps] = useState([
    'Create an account',
    'Invite the team',
    'Import the contacts',
    'Send a campaign',
  ]);
  const sensors = useSortableSensors();
  const step = (id: UniqueIdentifier) => `step ${steps.indexOf(String(id)) + 1} of ${steps.length}`;
  const announcements = useAnnouncements(step, {
    start: (name, at) => `Picked up ${name}, ${at}.`,
    over: (name, at) => `${name} is now ${at}.`,
    end: (name, at) => `${name} dropped as ${at}.`,
    cancel: (name, at) => `Cancelled: ${name} stays ${at}.`,
  });
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'Press Space on a handle to pick the step up, the arrow keys to move it, Space to drop it.',
        },
      }}
      onDragEnd={(event) => setSteps((was) => reorder(was, event))}
    >
      <SortableContext items={steps} strategy={verticalListSortingStrategy}>
        <Stack aria-label="Setup steps">
          {steps.map((id) => (
            <Step key={id} id={id} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
