import { closestCorners, DndContext, useDroppable, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext } from '@dnd-kit/sortable';
import { useState } from 'react';
import styled from 'styled-components';
import { ItemButton, useAnnouncements, useSortableItem, useSortableSensors } from './sortable';

type Lists = Record<string, string[]>;

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: var(--space-4);
`;
const Column = styled.section`
  display: grid;
  gap: var(--space-2);
  align-content: start;
  h3 {
    margin: 0;
    font-size: var(--fs-md);
  }
  ul {
    display: grid;
    align-content: start;
    gap: var(--space-2);
    min-block-size: 8rem;
    margin: 0;
    padding: var(--space-2);
    list-style: none;
    border-radius: var(--radius-md);
    background: var(--c-body);
  }
`;

/** A card: it fades while it is dragged; its button picks it up. */
function Card({ id }: { id: string }) {
  const { isDragging, setNodeRef, style, handle } = useSortableItem(id);
  return (
    <li ref={setNodeRef} style={{ ...style, opacity: isDragging ? 0.6 : 1 }}>
      <ItemButton type="button" {...handle}>
        {id}
      </ItemButton>
    </li>
  );
}

function List({ name, items }: { name: string; items: string[] }) {
  const { setNodeRef } = useDroppable({ id: name });
  return (
    <Column aria-label={name}>
      <h3>{name}</h3>
      <SortableContext id={name} items={items}>
        <ul ref={setNodeRef}>
          {items.map((id) => (
            <Card key={id} id={id} />
          ))}
        </ul>
      </SortableContext>
    </Column>
  );
}

/**
 * Cards move between two lists: `onDragOver` moves the card into the list it is over (an empty list
 * takes it too, through `useDroppable`), `onDragEnd` settles its place; by keyboard the arrows cross over.
 */
export default function TwoLists() {
  const [lists, setLists] = useState<Lists>({
    Backlog: ['Invoices', 'Onboarding', 'Search'],
    'This sprint': ['Login page'],
  });
  const sensors = useSortableSensors();
  const listOf = (id: UniqueIdentifier) =>
    id in lists ? String(id) : Object.keys(lists).find((name) => lists[name]!.includes(String(id)));
  const where = (id: UniqueIdentifier) => {
    const name = listOf(id) ?? '';
    const at = id in lists ? lists[name]!.length : lists[name]!.indexOf(String(id)) + 1;
    return `${name}, position ${Math.max(at, 1)}`;
  };
  const announcements = useAnnouncements(where, {
    start: (card, at) => `Picked up ${card} in ${at}.`,
    over: (card, at) => `${card} is in ${at}.`,
    end: (card, at) => `${card} dropped in ${at}.`,
    cancel: (card, at) => `Cancelled: ${card} is back in ${at}.`,
  });
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Press Space to pick the card up, the arrow keys to move it within or across the lists, Space to drop it.',
        },
      }}
      onDragOver={({ active, over }) => {
        const from = listOf(active.id);
        const to = over && listOf(over.id);
        if (!over || !from || !to || from === to) return;
        setLists((was) => {
          const target = was[to]!;
          const index = over.id in was ? target.length : target.indexOf(String(over.id));
          const moved = [...target.slice(0, index), String(active.id), ...target.slice(index)];
          return { ...was, [from]: was[from]!.filter((id) => id !== active.id), [to]: moved };
        });
      }}
      onDragEnd={({ active, over }) => {
        const name = over && listOf(over.id);
        if (!over || !name || name !== listOf(active.id) || over.id in lists) return;
        const items = lists[name]!;
        setLists({
          ...lists,
          [name]: arrayMove(items, items.indexOf(String(active.id)), items.indexOf(String(over.id))),
        });
      }}
    >
      <Board>
        {Object.entries(lists).map(([name, items]) => (
          <List key={name} name={name} items={items} />
        ))}
      </Board>
    </DndContext>
  );
}
