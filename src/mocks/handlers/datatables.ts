import { http } from 'msw';
import { lazy } from '../lazy';

const datatables = () => import('../resolvers/datatables');

/** SPEC 7, Other data: the employee table. */
export const datatablesHandlers = [
  http.get('*/api/datatables/initial-data', lazy(datatables, 'initialDataResolver')),
  http.get('*/api/datatables/data', lazy(datatables, 'listResolver')),
];
