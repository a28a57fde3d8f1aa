import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Sent } from './rows';
import { SortableRow } from './SortableRow';

type Agenda = { talks: { title: string }[] };

/** A conference's talks in order, dragged by their grips (`useFieldArray`'s `move`), each move announced. */
export default function SortableAgenda() {
  const { control, register, handleSubmit } = useForm<Agenda>({
    defaultValues: { talks: [{ title: 'Welcome' }, { title: 'Keynote' }, { title: 'Lunch' }] },
  });
  const { fields, append, move } = useFieldArray({ control, name: 'talks' });
  const talks = useWatch({ control, name: 'talks' });
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [sent, setSent] = useState<Agenda | null>(null);
  // dnd-kit reports the talk over its own spot first: say a move once per new spot.
  const spot = useRef<UniqueIdentifier | null>(null);
  const at = (id: UniqueIdentifier) => fields.findIndex((field) => field.id === id);
  const title = (id: UniqueIdentifier) => talks[at(id)]?.title || `talk ${at(id) + 1}`;
  const place = (id: UniqueIdentifier) => `position ${at(id) + 1} of ${fields.length}`;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(setSent)(event)} style={{ display: 'grid', gap: '1rem' }}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={({ active, over }) => over && move(at(active.id), at(over.id))}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'Press Space to pick the talk up, the arrow keys to move it, Space to drop it, Escape to cancel.',
          },
          announcements: {
            onDragStart: ({ active }) => {
              spot.current = active.id;
              return `Picked up ${title(active.id)}, at ${place(active.id)}.`;
            },
            onDragOver: ({ active, over }) => {
              if (!over || over.id === spot.current) return undefined;
              spot.current = over.id;
              return `${title(active.id)} is over ${place(over.id)}.`;
            },
            onDragEnd: ({ active, over }) => `${title(active.id)} dropped at ${place((over ?? active).id)}.`,
            onDragCancel: ({ active }) => `Cancelled: ${title(active.id)} stays at ${place(active.id)}.`,
          },
        }}
      >
        <SortableContext items={fields} strategy={verticalListSortingStrategy}>
          <ol aria-label="Talks" style={{ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' }}>
            {fields.map((field, n) => (
              <SortableRow key={field.id} id={field.id} name={talks[n]?.title || `talk ${n + 1}`}>
                <div style={{ flex: 1 }}>
                  <Field label={`Talk ${n + 1}`}>
                    <Input {...register(`talks.${n}.title`)} />
                  </Field>
                </div>
              </SortableRow>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Button variant="outline" startIcon={<Plus aria-hidden />} onClick={() => append({ title: '' })}>
          Add a talk
        </Button>
        <Button type="submit">Save the agenda</Button>
      </div>
      <Sent value={sent} />
    </form>
  );
}
