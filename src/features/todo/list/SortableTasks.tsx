import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/lib/api/schemas/todo';
import { TaskRow, type TaskActions } from './TaskRow';

type Props = {
  tasks: readonly Task[];
  now: number;
  actions: TaskActions;
  /** The task at `from` was dropped at `to`. */
  onMove: (from: number, to: number) => void;
};

function SortableRow({ task, now, actions }: { task: Task; now: number; actions: TaskActions }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
  });
  return (
    <TaskRow
      task={task}
      now={now}
      actions={actions}
      drag={{
        ref: setNodeRef,
        style: { transform: CSS.Translate.toString(transform), transition },
        dragging: isDragging,
        handleRef: setActivatorNodeRef,
        handle: { ...attributes, ...listeners },
      }}
    />
  );
}

/**
 * The tasks in the manual order, each dragged by its handle: with the pointer, or with the keyboard
 * (Space or Enter picks the task up, the arrows move it, Space or Enter drops it, Escape cancels),
 * every step announced to screen readers in the reader's language.
 */
export function SortableTasks({ tasks, now, actions, onMove }: Props) {
  const { t } = useTranslation('todo');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: UniqueIdentifier) => tasks.find((task) => task.id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => tasks.findIndex((task) => task.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('todo.drag.picked', { title: titleOf(active.id), position: positionOf(active.id), count: tasks.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('todo.drag.over', { title: titleOf(active.id), position: positionOf(over.id), count: tasks.length })
        : '',
    onDragEnd: ({ active, over }) =>
      over
        ? t('todo.drag.dropped', { title: titleOf(active.id), position: positionOf(over.id), count: tasks.length })
        : t('todo.drag.cancelled', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('todo.drag.cancelled', { title: titleOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('todo.drag.instructions') },
        // Its live region and instructions go at the end of the page, not inside the list.
        container: document.body,
      }}
    >
      <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        {tasks.map((task) => (
          <SortableRow key={task.id} task={task} now={now} actions={actions} />
        ))}
      </SortableContext>
    </DndContext>
  );
}
