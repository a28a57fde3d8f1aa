import { datatablesPaths } from '@/lib/api/paths/datatables';
import { defineDomain, get } from '../router/domain';

/** The employee table of the table demos. */
export const datatablesHandlers = defineDomain(
  'datatables',
  () => import('../resolvers/datatables'),
  ['UI'],
  [get(datatablesPaths.initialData, 'initialDataResolver'), get(datatablesPaths.list, 'listResolver')],
);
