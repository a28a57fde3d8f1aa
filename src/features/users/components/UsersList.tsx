import { Download, Plus, UsersRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast/toast';
import styled from 'styled-components';
import { downloadFile, toCsv } from '@/lib/csv';
import { useFormat } from '@/lib/format';
import { usePaginationLabels } from '@/lib/hooks/usePaginationLabels';
import { useLastPageClamp, useSearchBox } from '@/lib/hooks/useSearchBox';
import { useUrlListState } from '@/lib/hooks/useUrlListState';
import { LoadError } from '@/lib/query/QueryStates';
import type { ManagedUser } from '@/lib/api/schemas/users';
import { Button } from '@/ui/button/Button';
import { Card } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { SearchInput } from '@/ui/input/SearchInput';
import { ListFooter } from '@/ui/pagination/ListFooter';
import { Select } from '@/ui/select/Select';
import { Toolbar, ToolbarGroup } from '@/ui/toolbar/Toolbar';
import { fetchWholeView, useUsersList } from '../api/users';
import { pageSizes, usersListCodec } from '../listParams';
import { DeleteUserDialog } from './DeleteUserDialog';
import { UserFilters } from './UserFilters';
import { UsersTable } from './UsersTable';

// The form (react-hook-form, its schema) loads when the button is pointed at or pressed, as the
// invoice preview's drawers do: the list itself does not need it.
const loadAddUser = () => import('./AddUserDrawer');
const AddUserDrawer = lazy(() => loadAddUser().then((m) => ({ default: m.AddUserDrawer })));

const PageSize = styled.div`
  inline-size: 5.5rem;
`;

/**
 * The users list: filters, search (the server searches once typing pauses), sort by any column,
 * pages and page size, all kept in the URL; add, delete and a CSV export of the whole filtered view.
 */
export function UsersList() {
  const { t } = useTranslation('users');
  const { number } = useFormat();
  const paginationLabels = usePaginationLabels();
  const [state, update] = useUrlListState(usersListCodec);
  const [typed, setTyped] = useSearchBox(state.q, (q) => update({ q }, { replace: true }));
  const [adding, setAdding] = useState(false);
  // Kept once opened, so closing it animates.
  const [addOpened, setAddOpened] = useState(false);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const [exporting, setExporting] = useState(false);
  const query = useUsersList(state);

  const total = query.data?.total ?? 0;
  const users = query.data?.users ?? [];
  const pageCount = Math.max(1, Math.ceil(total / state.perPage));
  const first = total === 0 ? 0 : (state.page - 1) * state.perPage + 1;
  const last = Math.min(total, state.page * state.perPage);
  const pastTheEnd = query.data != null && total > 0 && state.page > pageCount;
  useLastPageClamp(pastTheEnd, () => update({ page: pageCount }, { replace: true }));
  const filtered = Boolean(state.q || state.role || state.status || state.currentPlan);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchWholeView(state);
      const csv = toCsv(
        [
          'id',
          'fullName',
          'username',
          'email',
          'role',
          'currentPlan',
          'billing',
          'status',
          'company',
          'country',
          'contact',
        ],
        rows.map((u) => [
          u.id,
          u.fullName,
          u.username,
          u.email,
          u.role,
          u.currentPlan,
          u.billing,
          u.status,
          u.company,
          u.country,
          u.contact,
        ]),
      );
      downloadFile('users-export.csv', csv);
      toast.success(t('users.exported', { count: rows.length }));
    } catch (error) {
      toast.error(t('users.exportFailed', { message: (error as Error).message }));
    } finally {
      setExporting(false);
    }
  };

  const empty = query.isError ? (
    <LoadError title={t('users.loadError')} query={query} />
  ) : query.isPending ? (
    t('app.loading')
  ) : (
    <EmptyState
      icon={<UsersRound />}
      title={filtered ? t('users.noMatchTitle') : t('users.emptyTitle')}
      description={filtered ? t('users.noMatchText') : t('users.emptyText')}
      action={
        filtered ? (
          <Button
            variant="outline"
            onClick={() => {
              setTyped('');
              update({ q: '', role: undefined, status: undefined, currentPlan: undefined });
            }}
          >
            {t('users.clearFilters')}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <Card title={t('users.filtersTitle')}>
      <UserFilters state={state} onChange={(patch) => update(patch)} />
      <Toolbar>
        <ToolbarGroup>
          <PageSize>
            <Select
              aria-label={t('users.pageSize')}
              options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
              value={String(state.perPage)}
              onValueChange={(value) => update({ perPage: Number(value) })}
            />
          </PageSize>
        </ToolbarGroup>
        <ToolbarGroup>
          <SearchInput
            label={t('users.search')}
            placeholder={t('users.searchPlaceholder')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button
            variant="outline"
            tone="secondary"
            startIcon={<Download aria-hidden />}
            loading={exporting}
            disabled={total === 0}
            onClick={() => void exportCsv()}
          >
            {t('users.export')}
          </Button>
          <Button
            startIcon={<Plus aria-hidden />}
            onPointerEnter={() => void loadAddUser()}
            onFocus={() => void loadAddUser()}
            onClick={() => {
              setAdding(true);
              setAddOpened(true);
            }}
          >
            {t('users.add')}
          </Button>
        </ToolbarGroup>
      </Toolbar>
      <UsersTable
        users={users}
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
          query.data ? t('users.showing', { first: number(first), last: number(last), total: number(total) }) : null
        }
        page={state.page}
        pageCount={pageCount}
        onPageChange={(page) => update({ page })}
        labels={paginationLabels}
      />
      {addOpened ? (
        <Suspense fallback={null}>
          <AddUserDrawer open={adding} onOpenChange={setAdding} />
        </Suspense>
      ) : null}
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
