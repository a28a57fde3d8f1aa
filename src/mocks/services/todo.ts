import type * as z from 'zod';
import type { addTaskBody, Task, tasksQuery, updateTaskBody } from '@/lib/api/schemas/todo';
import { defineTable } from '../db';
import { matchesQuery, sortRows } from './list';

export const tasks = defineTable<Task>(() => import('../data/seed/tasks.json').then((m) => m.default as Task[]));

type Query = z.output<typeof tasksQuery>;

/** The demo data's views: important and completed hide deleted tasks; the default view is every task not deleted. */
const inView = (task: Task, filter: Query['filter']) =>
  filter === 'deleted'
    ? task.isDeleted
    : !task.isDeleted && (filter === 'important' ? task.isImportant : filter === 'completed' ? task.isCompleted : true);

export async function listTasks(query: Query): Promise<Task[]> {
  const rows = (await tasks.all()).filter(
    (task) =>
      inView(task, query.filter) &&
      (!query.tag || task.tags.includes(query.tag)) &&
      matchesQuery(query.q, [task.title]),
  );
  switch (query.sortBy) {
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

/** A new task's id is the last id plus 1. */
export async function addTask(fields: z.output<typeof addTaskBody>['task']): Promise<Task> {
  const task: Task = { id: await tasks.nextId('last'), ...fields };
  return tasks.insert(task);
}

export const updateTask = ({ id, ...patch }: z.output<typeof updateTaskBody>['task']) => tasks.update(id, patch);

/** Soft delete (docs/demo-api.md). */
export const deleteTask = (id: number) => tasks.update(id, { isDeleted: true });
