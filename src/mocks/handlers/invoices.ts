import { defineDomain, del, get } from '../router/domain';

/** The invoice app; the e-commerce dashboard's invoice card reads the list too. */
export const invoicesHandlers = defineDomain(
  'invoices',
  () => import('../resolvers/invoices'),
  ['App'],
  [
    get('/apps/invoice/invoices', 'listResolver', ['App', 'Dashboard']),
    get('/api/invoice/invoices/:id', 'invoiceResolver'),
    get('/api/invoice/clients', 'clientsResolver'),
    del('/apps/invoice/delete', 'deleteResolver'),
  ],
);
