import { closestCenter, DndContext, type UniqueIdentifier } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useState } from 'react';
import styled from 'styled-components';
import { reorder, SortableItem, Stack, useAnnouncements, useSortableSensors } from './sortable';
import { publicUrl } from '@/lib/publicUrl';

const names: Record<string, string> = {
  laptop: 'Laptop',
  camera: 'Camera',
  headphones: 'Headphones',
  watch: 'Watch',
  phone: 'Phone',
  speaker: 'Speaker',
};

const Grid = styled(Stack)`
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
`;
const Tile = styled(SortableItem)`
  display: grid;
  justify-items: center;
  gap: var(--space-1);
  padding: var(--space-2);
  text-align: center;
`;

/**
 * A grid sorted in two dimensions: `rectSortingStrategy` moves the tiles around the dragged one, and
 * by keyboard the four arrow keys move a tile to its neighbour in that direction.
 */
export default function SortableGrid() {
  const [items, setItems] = useState(Object.keys(names));
  const sensors = useSortableSensors();
  const place = (id: UniqueIdentifier) => `place ${items.indexOf(String(id)) + 1} of ${items.length}`;
  const announcements = useAnnouncements(
    place,
    {
      start: (product, at) => `Picked up ${product}, in ${at}.`,
      over: (product, at) => `${product} is over ${at}.`,
      end: (product, at) => `${product} dropped in ${at}.`,
      cancel: (product, at) => `Cancelled: ${product} is back in ${at}.`,
    },
    (id) => names[id] ?? String(id),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Press Space to pick the product up, the arrow keys to move it, Space to drop it, Escape to cancel.',
        },
      }}
      onDragEnd={(event) => setItems((was) => reorder(was, event))}
    >
      <SortableContext items={items} strategy={rectSortingStrategy}>
        <Grid as="ul" aria-label="Featured products">
          {items.map((id) => (
            <Tile key={id} id={id}>
              <img src={publicUrl(`/images/products/${id}.svg`)} alt="" width={48} height={48} />
              {names[id]}
            </Tile>
          ))}
        </Grid>
      </SortableContext>
    </DndContext>
  );
}
