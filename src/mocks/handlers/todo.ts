import { defineDomain, del, get, post } from '../router/domain';

/** The todo app. */
export const todoHandlers = defineDomain(
  'todo',
  () => import('../resolvers/todo'),
  ['App'],
  [
    get('/apps/todo/tasks', 'listResolver'),
    post('/apps/todo/add-tasks', 'addResolver'),
    post('/apps/todo/update-task', 'updateResolver'),
    del('/apps/todo/delete-task', 'deleteResolver'),
  ],
);
