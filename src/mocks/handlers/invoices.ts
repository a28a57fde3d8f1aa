import { http } from 'msw';
import { lazy } from '../lazy';

const invoices = () => import('../resolvers/invoices');

/** SPEC 7, Invoices. */
export const invoicesHandlers = [
  http.get('*/apps/invoice/invoices', lazy(invoices, 'listResolver')),
  http.get('*/api/invoice/invoices/:id', lazy(invoices, 'invoiceResolver')),
  http.get('*/api/invoice/clients', lazy(invoices, 'clientsResolver')),
  http.delete('*/apps/invoice/delete', lazy(invoices, 'deleteResolver')),
];
