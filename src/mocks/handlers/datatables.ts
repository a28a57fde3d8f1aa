import { defineDomain, get } from '../router/domain';

/** The employee table of the table demos. */
export const datatablesHandlers = defineDomain(
  'datatables',
  () => import('../resolvers/datatables'),
  ['UI'],
  [get('/api/datatables/initial-data', 'initialDataResolver'), get('/api/datatables/data', 'listResolver')],
);
