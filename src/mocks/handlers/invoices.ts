import { invoicesPaths } from '@/lib/api/paths/invoices';
import { defineDomain, del, get, post, put } from '../router/domain';

/** The invoice app; the e-commerce dashboard's invoice card reads the list too. */
export const invoicesHandlers = defineDomain(
  'invoices',
  () => import('../resolvers/invoices'),
  ['App'],
  [
    get(invoicesPaths.list, 'listResolver', ['App', 'Dashboard']),
    post(invoicesPaths.add, 'addInvoiceResolver'),
    get(invoicesPaths.invoice, 'invoiceResolver'),
    put(invoicesPaths.update, 'updateInvoiceResolver'),
    post(invoicesPaths.payments, 'paymentResolver'),
    post(invoicesPaths.send, 'sendResolver'),
    get(invoicesPaths.clients, 'clientsResolver'),
    post(invoicesPaths.clients, 'addClientResolver'),
    del(invoicesPaths.delete, 'deleteResolver'),
  ],
);
