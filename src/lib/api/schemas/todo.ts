import * as z from '../zod';
import { taskFilters, taskLimits, taskSorts, taskTags } from '../todoRules';
import { idField, idParam, optionalFilter } from './common';

/** Todo (docs/demo-api.md). Delete is soft: it sets isDeleted. */
export { taskFilters, taskSorts, taskTags };
export type { TaskFilter, TaskSort, TaskTag } from '../todoRules';

export const task = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  /** ISO date, `2026-01-20`. */
  dueDate: z.string(),
  description: z.string(),
  assignee: z.nullable(z.object({ fullName: z.string(), avatar: z.string() })),
  tags: z.array(z.enum(taskTags)),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
});
export type Task = z.infer<typeof task>;

export const tasksQuery = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(200, 'must be at most 200 characters')), ''),
  /** Absent: every task that is not deleted (the demo data's default view). */
  filter: optionalFilter(z.enum(taskFilters, { error: `must be one of ${taskFilters.join(', ')}` })),
  tag: optionalFilter(z.enum(taskTags, { error: `must be one of ${taskTags.join(', ')}` })),
  sortBy: z._default(z.enum(taskSorts, { error: `must be one of ${taskSorts.join(', ')}` }), 'latest'),
});
export type TasksQuery = z.input<typeof tasksQuery>;
export const tasksResponse = z.array(task);

const isoDate = z.iso.date({ error: 'must be a date, YYYY-MM-DD' });

const taskFields = {
  title: z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Title is required'),
      z.maxLength(taskLimits.title, `must be at most ${taskLimits.title} characters`),
    ),
  dueDate: isoDate,
  description: z
    .string()
    .check(z.maxLength(taskLimits.description, `must be at most ${taskLimits.description} characters`)),
  assignee: z.nullable(
    z.object({
      fullName: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(80)),
      avatar: z._default(z.string().check(z.maxLength(200)), ''),
    }),
  ),
  tags: z
    .array(z.enum(taskTags, { error: `must be one of ${taskTags.join(', ')}` }))
    .check(z.maxLength(taskTags.length)),
  isCompleted: z.boolean(),
  isImportant: z.boolean(),
  isDeleted: z.boolean(),
};

export const addTaskBody = z.object({
  task: z.object({
    title: taskFields.title,
    dueDate: taskFields.dueDate,
    description: z._default(taskFields.description, ''),
    assignee: z._default(taskFields.assignee, null),
    tags: z._default(taskFields.tags, []),
    isCompleted: z._default(taskFields.isCompleted, false),
    isImportant: z._default(taskFields.isImportant, false),
    isDeleted: z._default(taskFields.isDeleted, false),
  }),
});
export type AddTaskBody = z.input<typeof addTaskBody>;

/** The task's id and the fields that change; the rest stay as they are. */
export const updateTaskBody = z.object({
  task: z.object({
    id: idField,
    title: z.optional(taskFields.title),
    dueDate: z.optional(taskFields.dueDate),
    description: z.optional(taskFields.description),
    assignee: z.optional(taskFields.assignee),
    tags: z.optional(taskFields.tags),
    isCompleted: z.optional(taskFields.isCompleted),
    isImportant: z.optional(taskFields.isImportant),
    isDeleted: z.optional(taskFields.isDeleted),
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
  beforeId: z.nullable(idField),
});
export type ReorderTaskBody = z.input<typeof reorderTaskBody>;
/** The whole manual order after the move, every task's id. */
export const taskOrderResponse = z.object({ order: z.array(z.number().check(z.int())) });

/** The people a task can be assigned to, by name (beyond the original brief). */
export const assigneesQuery = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(80, 'must be at most 80 characters')), ''),
});
export const assignee = z.object({ fullName: z.string(), avatar: z.string() });
export type Assignee = z.infer<typeof assignee>;
export const assigneesResponse = z.array(assignee);
