import { invoiceSortColumns, invoiceStatuses, type InvoiceStatus } from '@/lib/api/invoiceRules';
import { oneOf, pageFrom, writeWithoutDefaults, type ListCodec } from '@/lib/hooks/useUrlListState';

export const pageSizes = [10, 25, 50] as const;
type SortColumn = (typeof invoiceSortColumns)[number];

/** The invoice list's state, as the URL holds it (`?status=Past+Due&sortColumn=client.name`). */
export type InvoiceListState = {
  q: string;
  status?: InvoiceStatus;
  sortColumn: SortColumn;
  sort: 'asc' | 'desc';
  page: number;
  perPage: number;
};

const defaults: InvoiceListState = { q: '', sortColumn: 'id', sort: 'desc', page: 1, perPage: 10 };

/** Reads the state from the query string; anything unknown falls back to the default (status in any case). */
export function readInvoiceListState(params: URLSearchParams): InvoiceListState {
  const perPage = Number(params.get('perPage'));
  const status = params.get('status')?.toLowerCase();
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    status: invoiceStatuses.find((s) => s.toLowerCase() === status),
    sortColumn: oneOf(invoiceSortColumns, params.get('sortColumn')) ?? defaults.sortColumn,
    sort: params.get('sort') === 'asc' ? 'asc' : 'desc',
    page: pageFrom(params.get('page')),
    perPage: pageSizes.includes(perPage as (typeof pageSizes)[number]) ? perPage : defaults.perPage,
  };
}

export const invoiceListCodec: ListCodec<InvoiceListState> = {
  read: readInvoiceListState,
  write: (state) => writeWithoutDefaults(state, defaults),
};
