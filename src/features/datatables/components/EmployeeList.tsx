import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { usePaginationLabels } from '@/lib/hooks/usePaginationLabels';
import { useLastPageClamp, useSearchBox } from '@/lib/hooks/useSearchBox';
import { useUrlListState } from '@/lib/hooks/useUrlListState';
import { LoadError, NoMatch } from '@/lib/query/QueryStates';
import { Card } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { ListFooter } from '@/ui/pagination/ListFooter';
import { Skeleton } from '@/ui/skeleton/Skeleton';
import { useEmployees } from '../api/employees';
import { employeeListCodec } from '../listParams';
import { EmployeeTable, type EmployeeTableProps } from './EmployeeTable';
import { EmployeeToolbar } from './EmployeeToolbar';
import { placeholderEmployees } from './placeholderEmployees';

/**
 * The employees, searched (once typing pauses), sorted and paged by the server, with all of that in
 * the URL. Chosen rows stay chosen across pages and searches until let go.
 */
export function EmployeeList() {
  const { t } = useTranslation('datatables');
  const { number } = useFormat();
  const paginationLabels = usePaginationLabels();
  const [state, update] = useUrlListState(employeeListCodec);
  const [typed, setTyped] = useSearchBox(state.q, (q) => update({ q }, { replace: true }));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const query = useEmployees(state);

  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / state.perPage));
  const shown = { first: (state.page - 1) * state.perPage + 1, last: Math.min(total, state.page * state.perPage) };
  useLastPageClamp(total > 0 && state.page > pageCount, () => update({ page: pageCount }, { replace: true }));
  const clear = () => {
    setTyped('');
    update({ q: '' });
  };

  const table: EmployeeTableProps = {
    employees: query.data?.invoices ?? [],
    label: t('datatables.tableLabel'),
    sorting: [{ id: state.sortColumn, desc: state.sort === 'desc' }],
    onSortingChange: ([sort]) =>
      sort && update({ sortColumn: sort.id as typeof state.sortColumn, sort: sort.desc ? 'desc' : 'asc' }),
    selection,
    onSelectionChange: setSelection,
    busy: query.isFetching && !query.isPending,
    empty: query.isError ? (
      <LoadError title={t('datatables.loadError')} query={query} />
    ) : state.q ? (
      <NoMatch
        title={t('datatables.noMatchTitle')}
        hint={t('datatables.noMatchText')}
        clearLabel={t('datatables.clearSearch')}
        onClear={clear}
      />
    ) : (
      <EmptyState title={t('datatables.emptyTitle')} description={t('datatables.emptyText')} />
    ),
  };

  return (
    <Card title={t('datatables.basic.cardTitle')}>
      <EmployeeToolbar
        perPage={state.perPage}
        onPerPage={(perPage) => update({ perPage })}
        selected={Object.keys(selection).length}
        onClearSelection={() => setSelection({})}
        typed={typed}
        onType={setTyped}
      />
      {query.isPending ? (
        <Skeleton label={t('app.loading')}>
          <EmployeeTable {...table} employees={placeholderEmployees(state.perPage)} />
        </Skeleton>
      ) : (
        <EmployeeTable {...table} />
      )}
      <ListFooter
        summary={
          query.data && total > 0
            ? t('datatables.showing', { first: number(shown.first), last: number(shown.last), total: number(total) })
            : null
        }
        page={state.page}
        pageCount={pageCount}
        onPageChange={(page) => update({ page })}
        labels={paginationLabels}
      />
    </Card>
  );
}
