import * as z from 'zod';
import { taskFilters, taskLimits, taskSorts, taskTags } from '../todoRules';
import { idField, idParam, optionalFilter } from './common';

/** Todo (docs/demo-api.md). Delete is soft: it sets isDeleted. */
export { taskFilters, taskSorts, taskTags };
export type { TaskFilter, TaskSort, TaskTag } from '../todoRules';

export const task = z.object({
  id: z.number().int(),
  title: z.string(),
  /** ISO date, `2026-01-20`. */
  dueDate: z.string(),
  description: z.string(),
  assignee: z.object({ fullName: z.string(), avatar: z.string() }).nullable(),
  tags: z.array(z.enum(taskTags)),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
});
export type Task = z.infer<typeof task>;

export const tasksQuery = z.object({
  q: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  /** Absent: every task that is not deleted (the demo data's default view). */
  filter: optionalFilter(z.enum(taskFilters, { error: `must be one of ${taskFilters.join(', ')}` })),
  tag: optionalFilter(z.enum(taskTags, { error: `must be one of ${taskTags.join(', ')}` })),
  sortBy: z.enum(taskSorts, { error: `must be one of ${taskSorts.join(', ')}` }).default('latest'),
});
export type TasksQuery = z.input<typeof tasksQuery>;
export const tasksResponse = z.array(task);

const isoDate = z.iso.date({ error: 'must be a date, YYYY-MM-DD' });

const taskFields = {
  title: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'Title is required')
    .max(taskLimits.title, `must be at most ${taskLimits.title} characters`),
  dueDate: isoDate,
  description: z.string().max(taskLimits.description, `must be at most ${taskLimits.description} characters`),
  assignee: z
    .object({ fullName: z.string().trim().min(1, 'is required').max(80), avatar: z.string().max(200).default('') })
    .nullable(),
  tags: z.array(z.enum(taskTags, { error: `must be one of ${taskTags.join(', ')}` })).max(taskTags.length),
  isCompleted: z.boolean(),
  isImportant: z.boolean(),
  isDeleted: z.boolean(),
};

export const addTaskBody = z.object({
  task: z.object({
    title: taskFields.title,
    dueDate: taskFields.dueDate,
    description: taskFields.description.default(''),
    assignee: taskFields.assignee.default(null),
    tags: taskFields.tags.default([]),
    isCompleted: taskFields.isCompleted.default(false),
    isImportant: taskFields.isImportant.default(false),
    isDeleted: taskFields.isDeleted.default(false),
  }),
});
export type AddTaskBody = z.input<typeof addTaskBody>;

/** The task's id and the fields that change; the rest stay as they are. */
export const updateTaskBody = z.object({
  task: z.object({
    id: idField,
    title: taskFields.title.optional(),
    dueDate: taskFields.dueDate.optional(),
    description: taskFields.description.optional(),
    assignee: taskFields.assignee.optional(),
    tags: taskFields.tags.optional(),
    isCompleted: taskFields.isCompleted.optional(),
    isImportant: taskFields.isImportant.optional(),
    isDeleted: taskFields.isDeleted.optional(),
  }),
});
export type UpdateTaskBody = z.input<typeof updateTaskBody>;
export const taskResponse = z.object({ task });

export const deleteTaskQuery = z.object({ taskId: idParam });

/**
 * Moves a task in the manual order (beyond the original brief): just before `beforeId`, or to the
 * end when `beforeId` is null. A filtered list moves its task among the tasks it shows.
 */
export const reorderTaskBody = z.object({
  taskId: idField,
  beforeId: idField.nullable(),
});
export type ReorderTaskBody = z.input<typeof reorderTaskBody>;
/** The whole manual order after the move, every task's id. */
export const taskOrderResponse = z.object({ order: z.array(z.number().int()) });

/** The people a task can be assigned to, by name (beyond the original brief). */
export const assigneesQuery = z.object({
  q: z.string().trim().max(80, 'must be at most 80 characters').default(''),
});
export const assignee = z.object({ fullName: z.string(), avatar: z.string() });
export type Assignee = z.infer<typeof assignee>;
export const assigneesResponse = z.array(assignee);
