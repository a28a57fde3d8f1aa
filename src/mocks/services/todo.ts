import type * as z from '@/lib/api/zod';
import type { addTaskBody, Assignee, Task, tasksQuery, updateTaskBody } from '@/lib/api/schemas/todo';
import { defineTable } from '../db';
import { matchesQuery, sortRows } from './list';
import { monthsSinceSeed, shiftMonths } from './seedMonths';
import { users } from './users';

/** The seed's due dates are around January 2026; they move to the demo clock's month when loaded. */
export const tasks = defineTable<Task>(async () => {
  const seed = (await import('../data/seed/tasks.json')).default as Task[];
  const months = monthsSinceSeed(2026, 0);
  return seed.map((task) => ({ ...task, dueDate: shiftMonths(task.dueDate, months) }));
});

/**
 * The manual order (beyond the original brief), kept apart from the tasks: their own row order gives
 * the next id (last id plus 1), so moving a task must not change it. Seeded newest first, like Latest.
 */
const order = defineTable<{ id: number }>(async () => (await tasks.all()).map(({ id }) => ({ id })).toReversed());

type Query = z.output<typeof tasksQuery>;

/** The demo data's views: important and completed hide deleted tasks; the default view is every task not deleted. */
const inView = (task: Task, filter: Query['filter']) =>
  filter === 'deleted'
    ? task.isDeleted
    : !task.isDeleted && (filter === 'important' ? task.isImportant : filter === 'completed' ? task.isCompleted : true);

async function inManualOrder(rows: Task[]): Promise<Task[]> {
  const position = new Map((await order.all()).map(({ id }, index) => [id, index]));
  return rows.toSorted((a, b) => (position.get(a.id) ?? -1) - (position.get(b.id) ?? -1));
}

export async function listTasks(query: Query): Promise<Task[]> {
  const rows = (await tasks.all()).filter(
    (task) =>
      inView(task, query.filter) &&
      (!query.tag || task.tags.includes(query.tag)) &&
      matchesQuery(query.q, [task.title]),
  );
  switch (query.sortBy) {
    case 'manual':
      return inManualOrder(rows);
    case 'title-asc':
      return sortRows(rows, 'title', 'asc');
    case 'title-desc':
      return sortRows(rows, 'title', 'desc');
    case 'assignee':
      return sortRows(rows, 'assignee.fullName', 'asc');
    case 'due-date':
      return sortRows(rows, 'dueDate', 'asc');
    default:
      // Latest: newest first, which is the highest id.
      return sortRows(rows, 'id', 'desc');
  }
}

/** A new task's id is the last id plus 1; it starts at the top of the manual order. */
export async function addTask(fields: z.output<typeof addTaskBody>['task']): Promise<Task> {
  const task: Task = { id: await tasks.nextId('last'), ...fields };
  await order.all();
  await order.insert({ id: task.id }, 'first');
  return tasks.insert(task);
}

export const updateTask = ({ id, ...patch }: z.output<typeof updateTaskBody>['task']) => tasks.update(id, patch);

/** Soft delete (docs/demo-api.md). */
export const deleteTask = (id: number) => tasks.update(id, { isDeleted: true });

type Reordered = { ok: true; order: number[] } | { ok: false; status: 400 | 404; error: string };

/** Moves a task just before another, or to the end (`beforeId` null). */
export async function reorderTask(taskId: number, beforeId: number | null): Promise<Reordered> {
  if (taskId === beforeId) return { ok: false, status: 400, error: 'Invalid request. beforeId: must be another task' };
  for (const id of [taskId, beforeId]) {
    if (id !== null && !(await tasks.find(id))) return { ok: false, status: 404, error: `Task ${id} not found` };
  }
  const rest = (await order.all()).filter((row) => row.id !== taskId);
  const at = beforeId === null ? rest.length : rest.findIndex((row) => row.id === beforeId);
  order.replace(rest.toSpliced(at, 0, { id: taskId }));
  return { ok: true, order: (await order.all()).map(({ id }) => id) };
}

/** The users a task can be assigned to whose name holds `q`, by name, at most 8. */
export async function listAssignees(q: string): Promise<Assignee[]> {
  const people = (await users.all()).filter((user) => matchesQuery(q, [user.fullName]));
  return sortRows(people, 'fullName', 'asc')
    .slice(0, 8)
    .map(({ fullName, avatar }) => ({ fullName, avatar }));
}
