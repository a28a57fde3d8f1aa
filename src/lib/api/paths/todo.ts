/**
 * Tasks: listing, adding, updating, deleting, reordering; the people tasks are assigned to.
 * What each one takes and answers: docs/demo-api.md, Todo.
 */
export const todoPaths = {
  list: '/apps/todo/tasks',
  add: '/apps/todo/add-tasks',
  update: '/apps/todo/update-task',
  delete: '/apps/todo/delete-task',
  reorder: '/apps/todo/reorder-task',
  assignees: '/apps/todo/assignees',
} as const;
