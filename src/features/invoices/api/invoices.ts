import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { invoicesPaths } from '@/lib/api/paths/invoices';
import { pathTo } from '@/lib/api/paths/pathTo';
import type { Invoice, InvoicesResponse, PaymentBody, SendInvoiceBody } from '@/lib/api/schemas/invoices';
import type { InvoiceListState } from '../list/listParams';
import { invoicesKey } from './invoice';

/** A page of invoices (with every invoice as allData, for the counts); the last page stays while the next loads. */
export const useInvoiceList = (query: InvoiceListState) =>
  useQuery({
    queryKey: [...invoicesKey, 'list', query],
    queryFn: ({ signal }) => api.get<InvoicesResponse>(invoicesPaths.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every row of a filtered, sorted view, a page of 100 at a time, for the CSV export. */
export async function fetchWholeView(query: InvoiceListState): Promise<Invoice[]> {
  const rows: Invoice[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<InvoicesResponse>(invoicesPaths.list, { query: { ...query, page, perPage: 100 } });
    rows.push(...answer.invoices);
    if (rows.length >= answer.total || answer.invoices.length === 0) return rows;
  }
}

/** A change to the invoices reloads every invoice query (list, counts, the open invoice). */
function useInvoiceMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: invoicesKey }) });
}

export const useDeleteInvoice = () =>
  useInvoiceMutation((id: number) => api.delete<{ id: number }>(invoicesPaths.delete, { query: { id } }));

export const useAddPayment = (id: number) =>
  useInvoiceMutation((payment: PaymentBody) =>
    api.post<{ invoice: Invoice }>(pathTo(invoicesPaths.payments, { id }), payment),
  );

export const useSendInvoice = (id: number) =>
  useInvoiceMutation((message: SendInvoiceBody) =>
    api.post<{ invoice: Invoice; sentTo: string }>(pathTo(invoicesPaths.send, { id }), message),
  );
