import { Download, FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { invoiceStatuses } from '@/lib/api/invoiceRules';
import type { Invoice } from '@/lib/api/schemas/invoices';
import { balanceCents } from '@/lib/api/invoiceTotals';
import { useUrlListState } from '@/lib/hooks/useUrlListState';
import { useLastPageClamp, useSearchBox } from '@/lib/hooks/useSearchBox';
import { usePaginationLabels } from '@/lib/hooks/usePaginationLabels';
import { useFormat } from '@/lib/format';
import { downloadFile, toCsv } from '@/lib/csv';
import { LoadError } from '@/lib/query/QueryStates';
import { Button } from '@/ui/button/Button';
import { primaryLinkCss } from '@/ui/button/primaryLinkCss';
import { Card } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { Field } from '@/ui/field/Field';
import { SearchInput } from '@/ui/input/SearchInput';
import { ListFooter } from '@/ui/pagination/ListFooter';
import { Select } from '@/ui/select/Select';
import { toast } from '@/ui/toast/toast';
import { Toolbar, ToolbarGroup } from '@/ui/toolbar/Toolbar';
import { fetchWholeView, useInvoiceList } from '../api/invoices';
import { statusLook } from '../components/invoiceStatus';
import { DeleteInvoiceDialog } from './DeleteInvoiceDialog';
import { InvoiceCounts } from './InvoiceCounts';
import { InvoicesTable } from './InvoicesTable';
import { invoiceListCodec, pageSizes } from './listParams';

const Narrow = styled.div`
  inline-size: 5.5rem;
`;
const StatusFilter = styled.div`
  inline-size: 12rem;
`;
const CreateLink = styled(Link)`
  ${primaryLinkCss}
  display: inline-flex;
  gap: var(--space-2);
  svg {
    inline-size: 1.125rem;
    block-size: 1.125rem;
  }
`;
/** Radix Select keeps no empty value, so "all" stands for no filter. */
const ALL = 'all';

const sizeOptions = pageSizes.map((size) => ({ value: String(size), label: String(size) }));
const csvHeader = [
  'id',
  'status',
  'client',
  'email',
  'company',
  'service',
  'total',
  'balance',
  'issuedDate',
  'dueDate',
];

/**
 * The invoices: counts per status, then search, status filter, sort by any column, pages and page size,
 * all kept in the URL; each row previews, edits, prints, duplicates or deletes; the filtered view
 * exports to CSV.
 */
export function InvoiceList() {
  const { t } = useTranslation('invoices');
  const { number } = useFormat();
  const paginationLabels = usePaginationLabels();
  const [state, update] = useUrlListState(invoiceListCodec);
  const [typed, setTyped] = useSearchBox(state.q, (q) => update({ q }, { replace: true }));
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  const [exporting, setExporting] = useState(false);
  const query = useInvoiceList(state);

  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / state.perPage));
  const first = total === 0 ? 0 : (state.page - 1) * state.perPage + 1;
  const last = Math.min(total, state.page * state.perPage);
  useLastPageClamp(query.data != null && total > 0 && state.page > pageCount, () =>
    update({ page: pageCount }, { replace: true }),
  );
  const filtered = Boolean(state.q || state.status);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchWholeView(state);
      const csv = toCsv(
        csvHeader,
        rows.map((i) => [
          i.id,
          i.invoiceStatus,
          i.client.name,
          i.client.companyEmail,
          i.client.company,
          i.service,
          i.total,
          balanceCents(i.balance) / 100,
          i.issuedDate,
          i.dueDate,
        ]),
      );
      downloadFile('invoices-export.csv', csv);
      toast.success(t('invoices.exported', { count: rows.length }));
    } catch (error) {
      toast.error(t('invoices.exportFailed', { message: (error as Error).message }));
    } finally {
      setExporting(false);
    }
  };

  const clear = () => {
    setTyped('');
    update({ q: '', status: undefined });
  };
  const empty = query.isError ? (
    <LoadError title={t('invoices.loadError')} query={query} />
  ) : query.isPending ? (
    t('app.loading')
  ) : (
    <EmptyState
      icon={<FileText />}
      title={filtered ? t('invoices.noMatchTitle') : t('invoices.emptyTitle')}
      description={filtered ? t('invoices.noMatchText') : t('invoices.emptyText')}
      action={
        filtered ? (
          <Button variant="outline" onClick={clear}>
            {t('invoices.clearFilters')}
          </Button>
        ) : (
          <CreateLink to="/apps/invoice/add">{t('invoices.create')}</CreateLink>
        )
      }
    />
  );

  const statusOptions = [
    { value: ALL, label: t('invoices.allStatuses') },
    ...invoiceStatuses.map((s) => ({ value: s, label: t(`invoices.status.${statusLook[s].key}`) })),
  ];

  return (
    <>
      <InvoiceCounts all={query.data?.allData} status={state.status} onStatus={(status) => update({ status })} />
      <Card title={t('invoices.listCard')}>
        <Toolbar>
          <ToolbarGroup>
            <Narrow>
              <Select
                options={sizeOptions}
                value={String(state.perPage)}
                onValueChange={(value) => update({ perPage: Number(value) })}
                aria-label={t('invoices.pageSize')}
              />
            </Narrow>
            <CreateLink to="/apps/invoice/add">
              <Plus aria-hidden /> {t('invoices.create')}
            </CreateLink>
          </ToolbarGroup>
          <ToolbarGroup>
            <SearchInput
              label={t('invoices.search')}
              placeholder={t('invoices.searchPlaceholder')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <StatusFilter>
              <Field label={t('invoices.statusFilter')} hideLabel>
                <Select
                  options={statusOptions}
                  value={state.status ?? ALL}
                  onValueChange={(value) =>
                    update({ status: value === ALL ? undefined : (value as Invoice['invoiceStatus']) })
                  }
                />
              </Field>
            </StatusFilter>
            <Button
              variant="outline"
              tone="secondary"
              startIcon={<Download aria-hidden />}
              loading={exporting}
              disabled={total === 0}
              onClick={() => void exportCsv()}
            >
              {t('invoices.export')}
            </Button>
          </ToolbarGroup>
        </Toolbar>
        <InvoicesTable
          invoices={query.data?.invoices ?? []}
          sorting={[{ id: state.sortColumn, desc: state.sort === 'desc' }]}
          onSortingChange={([sort]) =>
            sort && update({ sortColumn: sort.id as typeof state.sortColumn, sort: sort.desc ? 'desc' : 'asc' })
          }
          onDelete={setDeleting}
          busy={query.isFetching && !query.isPending}
          empty={empty}
        />
        <ListFooter
          summary={
            query.data
              ? t('invoices.showing', { first: number(first), last: number(last), total: number(total) })
              : null
          }
          page={state.page}
          pageCount={pageCount}
          onPageChange={(page) => update({ page })}
          labels={paginationLabels}
        />
        <DeleteInvoiceDialog invoice={deleting} onClose={() => setDeleting(null)} />
      </Card>
    </>
  );
}
