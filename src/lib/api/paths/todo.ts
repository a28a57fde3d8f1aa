/**
 * Tasks: listing, adding, updating, deleting.
 * What each one takes and answers: docs/demo-api.md, Todo.
 */
export const todoPaths = {
  list: '/apps/todo/tasks',
  add: '/apps/todo/add-tasks',
  update: '/apps/todo/update-task',
  delete: '/apps/todo/delete-task',
} as const;
