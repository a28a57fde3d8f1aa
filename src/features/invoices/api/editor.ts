import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { invoicesPaths } from '@/lib/api/paths/invoices';
import { pathTo } from '@/lib/api/paths/pathTo';
import type { ClientBody, Invoice, InvoiceClient, InvoiceDraft } from '@/lib/api/schemas/invoices';
import { invoicesKey } from './invoice';

/** The clients the combobox offers: the first five, or the first five matching what is typed. */
export const useClients = (q: string) =>
  useQuery({
    queryKey: [...invoicesKey, 'clients', q],
    queryFn: ({ signal }) => api.get<InvoiceClient[]>(invoicesPaths.clients, { query: { q }, signal }),
    placeholderData: keepPreviousData,
  });

export function useAddClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientBody) => api.post<{ client: InvoiceClient }>(invoicesPaths.clients, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...invoicesKey, 'clients'] }),
  });
}

/** Saves an invoice: a new one (no id) or changes to one; every invoice query reloads. */
export function useSaveInvoice(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: InvoiceDraft) =>
      id === undefined
        ? api.post<{ invoice: Invoice }>(invoicesPaths.add, draft)
        : api.put<{ invoice: Invoice }>(pathTo(invoicesPaths.update, { id }), draft),
    onSuccess: () => client.invalidateQueries({ queryKey: invoicesKey }),
  });
}
