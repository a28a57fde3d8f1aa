import { todoPaths } from '../paths/todo';
import * as todo from '../schemas/todo';
import { ok, created, invalid, notFound, type Endpoint } from './describe';

export const todoEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: todoPaths.list,
    tag: 'Todo',
    summary: 'Tasks in a view, with tag, search and sort',
    description:
      'Views: none (not deleted), important, completed (both not deleted), deleted. Latest is newest first; manual (beyond the original brief) is the order tasks were dragged into.',
    query: todo.tasksQuery,
    responses: { ...ok(todo.tasksResponse), ...invalid },
  },
  {
    method: 'post',
    path: todoPaths.add,
    tag: 'Todo',
    summary: 'Add a task (id: last id plus 1)',
    body: todo.addTaskBody,
    responses: { ...created(todo.taskResponse), ...invalid },
  },
  {
    method: 'post',
    path: todoPaths.update,
    tag: 'Todo',
    summary: 'Change a task’s fields',
    body: todo.updateTaskBody,
    responses: { ...ok(todo.taskResponse), ...invalid, ...notFound('Task') },
  },
  {
    method: 'delete',
    path: todoPaths.delete,
    tag: 'Todo',
    summary: 'Delete a task (soft: sets isDeleted)',
    query: todo.deleteTaskQuery,
    responses: { ...ok(todo.taskResponse), ...invalid, ...notFound('Task') },
  },
  {
    method: 'post',
    path: todoPaths.reorder,
    tag: 'Todo',
    summary: 'Move a task in the manual order',
    description:
      'Beyond the original brief. The task goes just before `beforeId`, or to the end when it is null; `sortBy=manual` lists tasks in this order. New tasks start on top.',
    body: todo.reorderTaskBody,
    responses: { ...ok(todo.taskOrderResponse), ...invalid, ...notFound('Task') },
  },
  {
    method: 'get',
    path: todoPaths.assignees,
    tag: 'Todo',
    summary: 'The people a task can be assigned to',
    description: 'Beyond the original brief. At most eight users, by name; `q` matches the name.',
    query: todo.assigneesQuery,
    responses: { ...ok(todo.assigneesResponse), ...invalid },
  },
];
