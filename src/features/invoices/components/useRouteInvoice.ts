import { useParams } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { useInvoice, useNewestInvoiceId } from '../api/invoice';

/**
 * The invoice a route names (`:id`), or the newest one when the path is bare (`/apps/invoice/preview`).
 * `notFound`: no such invoice, a malformed id, or no invoices at all; `query` carries loading and errors.
 */
export function useRouteInvoice() {
  const { id: param } = useParams();
  const bare = param === undefined;
  const newest = useNewestInvoiceId(bare);
  const id = bare ? newest.data : /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
  const invoice = useInvoice(id ?? 0, id != null);
  const notFound = id === null || (invoice.error instanceof ApiError && invoice.error.status === 404);
  // With a bare path the newest id is fetched first: its failure is the screen's failure.
  const query = bare && !newest.isSuccess ? newest : invoice;
  return { id, notFound, query, data: invoice.data };
}
