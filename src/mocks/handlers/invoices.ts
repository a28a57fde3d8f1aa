import { invoicesPaths } from '@/lib/api/paths/invoices';
import { defineDomain, del, get } from '../router/domain';

/** The invoice app; the e-commerce dashboard's invoice card reads the list too. */
export const invoicesHandlers = defineDomain(
  'invoices',
  () => import('../resolvers/invoices'),
  ['App'],
  [
    get(invoicesPaths.list, 'listResolver', ['App', 'Dashboard']),
    get(invoicesPaths.invoice, 'invoiceResolver'),
    get(invoicesPaths.clients, 'clientsResolver'),
    del(invoicesPaths.delete, 'deleteResolver'),
  ],
);
