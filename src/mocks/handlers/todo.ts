import { http } from 'msw';
import { lazy } from '../lazy';

const todo = () => import('../resolvers/todo');

/** SPEC 7, Todo. */
export const todoHandlers = [
  http.get('*/apps/todo/tasks', lazy(todo, 'listResolver')),
  http.post('*/apps/todo/add-tasks', lazy(todo, 'addResolver')),
  http.post('*/apps/todo/update-task', lazy(todo, 'updateResolver')),
  http.delete('*/apps/todo/delete-task', lazy(todo, 'deleteResolver')),
];
