import { todoPaths } from '@/lib/api/paths/todo';
import { defineDomain, del, get, post } from '../router/domain';

/** The todo app (the manual order and the assignees are beyond the original brief). */
export const todoHandlers = defineDomain(
  'todo',
  () => import('../resolvers/todo'),
  ['App'],
  [
    get(todoPaths.list, 'listResolver'),
    post(todoPaths.add, 'addResolver'),
    post(todoPaths.update, 'updateResolver'),
    del(todoPaths.delete, 'deleteResolver'),
    post(todoPaths.reorder, 'reorderResolver'),
    get(todoPaths.assignees, 'assigneesResolver'),
  ],
);
