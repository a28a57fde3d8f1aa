import { todoPaths } from '@/lib/api/paths/todo';
import { defineDomain, del, get, post } from '../router/domain';

/** The todo app. */
export const todoHandlers = defineDomain(
  'todo',
  () => import('../resolvers/todo'),
  ['App'],
  [
    get(todoPaths.list, 'listResolver'),
    post(todoPaths.add, 'addResolver'),
    post(todoPaths.update, 'updateResolver'),
    del(todoPaths.delete, 'deleteResolver'),
  ],
);
