/**
 * The tasks' plain values, shared by the schemas (schemas/todo.ts) and the screens, which read them
 * from here so that drawing the list does not build the zod schemas (docs/demo-api.md, Todo).
 */
export const taskTags = ['team', 'low', 'medium', 'high', 'update'] as const;
export const taskFilters = ['important', 'completed', 'deleted'] as const;
/** `manual`: the order people drag tasks into (beyond the original brief; new tasks start on top). */
export const taskSorts = ['latest', 'manual', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export type TaskTag = (typeof taskTags)[number];
export type TaskFilter = (typeof taskFilters)[number];
export type TaskSort = (typeof taskSorts)[number];

/** Limits of a task's fields, checked by the task panel and the server. */
export const taskLimits = { title: 120, description: 2000 } as const;
