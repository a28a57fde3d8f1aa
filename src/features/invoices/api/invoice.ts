import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { invoicesPaths } from '@/lib/api/paths/invoices';
import { pathTo } from '@/lib/api/paths/pathTo';
import type { InvoiceResponse, InvoicesResponse } from '@/lib/api/schemas/invoices';

/**
 * Every invoice query starts with this key: a save, a payment or a delete reloads them all
 * (docs/demo-api.md, Invoices).
 */
export const invoicesKey = ['invoices'] as const;

/** One invoice with its payment details; a 404 is the screen's not-found state, not a failure to retry. */
export const invoiceOptions = (id: number, enabled = true) =>
  queryOptions({
    queryKey: [...invoicesKey, 'invoice', id],
    queryFn: ({ signal }) => api.get<InvoiceResponse>(pathTo(invoicesPaths.invoice, { id }), { signal }),
    enabled,
  });
export const useInvoice = (id: number, enabled = true) => useQuery(invoiceOptions(id, enabled));

/** The newest invoice's id (the highest), which the bare preview and edit paths open; null when there is none. */
export const useNewestInvoiceId = (enabled: boolean) =>
  useQuery({
    queryKey: [...invoicesKey, 'newest'],
    queryFn: ({ signal }) =>
      api.get<InvoicesResponse>(invoicesPaths.list, { query: { sortColumn: 'id', sort: 'desc', perPage: 1 }, signal }),
    select: (data) => data.invoices[0]?.id ?? null,
    enabled,
  });
