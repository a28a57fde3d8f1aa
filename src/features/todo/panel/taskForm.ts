import * as z from '@/lib/api/zod';
import type { AddTaskBody, Assignee, Task } from '@/lib/api/schemas/todo';
import { taskLimits, taskTags } from '@/lib/api/todoRules';
import { toDay } from '@/ui/date-field/days';
import { isEmptyHtml } from '@/ui/editor/Editor';

/** The task panel's rules: the server's (schemas/todo.ts), with messages the panel translates. */
export const taskForm = z.object({
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'todo.errors.title'), z.maxLength(taskLimits.title, 'todo.errors.titleTooLong')),
  assignee: z.custom<Assignee | null>(),
  dueDate: z.iso.date('todo.errors.date'),
  tags: z.array(z.enum(taskTags)),
  description: z.string().check(z.maxLength(taskLimits.description, 'todo.errors.descriptionTooLong')),
  isImportant: z.boolean(),
  isCompleted: z.boolean(),
});
export type TaskValues = z.input<typeof taskForm>;

/** The fields the server may refuse by name (`task.title` in its answer). */
export const taskFields = ['title', 'dueDate', 'description', 'tags', 'assignee'] as const;

/** A new task: due today, nobody assigned, no tag. */
export const newTask = (now: number): TaskValues => ({
  title: '',
  assignee: null,
  dueDate: toDay(new Date(now)),
  tags: [],
  description: '',
  isImportant: false,
  isCompleted: false,
});

export const valuesOf = (task: Task): TaskValues => ({
  title: task.title,
  assignee: task.assignee,
  dueDate: task.dueDate,
  tags: [...task.tags],
  // Seeded descriptions are plain text; the editor takes them as a paragraph.
  description: task.description,
  isImportant: task.isImportant,
  isCompleted: task.isCompleted,
});

/** What is sent: the title trimmed, an empty editor as no description. */
export const toBody = (values: TaskValues): AddTaskBody['task'] => ({
  ...values,
  title: values.title.trim(),
  description: isEmptyHtml(values.description) ? '' : values.description,
});
