import { Download, Plus, Search, UsersRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { downloadFile, toCsv } from '@/lib/csv';
import { useDebouncedValue } from '@/lib/hooks/useDebouncedValue';
import { LoadError } from '@/lib/query/QueryStates';
import type { ManagedUser } from '@/lib/api/schemas/users';
import { Button } from '@/ui/button/Button';
import { Card } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { Input } from '@/ui/input/Input';
import { Pagination } from '@/ui/pagination/Pagination';
import { Select } from '@/ui/select/Select';
import { fetchWholeView, useUsersList } from '../api/users';
import { pageSizes } from '../listParams';
import { useListState } from '../useListState';
import { AddUserDrawer } from './AddUserDrawer';
import { DeleteUserDialog } from './DeleteUserDialog';
import { UserFilters } from './UserFilters';
import { UsersTable } from './UsersTable';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  padding: var(--space-4) var(--space-5);
  border-block-start: 1px solid var(--c-border);
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
`;

const SearchBox = styled.label`
  position: relative;
  display: block;
  inline-size: min(100%, 16rem);
  svg {
    position: absolute;
    inset-inline-start: 0.75rem;
    inset-block-start: 50%;
    translate: 0 -50%;
    inline-size: 1rem;
    block-size: 1rem;
    color: var(--c-muted);
    pointer-events: none;
  }
  input {
    padding-inline-start: 2.25rem;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  padding: var(--space-4) var(--space-5);
  p {
    margin: 0;
    color: var(--c-muted);
  }
`;

const PageSize = styled.div`
  inline-size: 5.5rem;
`;

/**
 * The users list: filters, search (the server searches once typing pauses), sort by any column,
 * pages and page size, all kept in the URL; add, delete and a CSV export of the whole filtered view.
 */
export function UsersList() {
  const { t } = useTranslation();
  const [state, update] = useListState();
  const [typed, setTyped] = useState(state.q);
  const settled = useDebouncedValue(typed.trim(), 250);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const [exporting, setExporting] = useState(false);
  const query = useUsersList(state);

  useEffect(() => {
    if (settled !== state.q) update({ q: settled }, { replace: true });
    // Only a settled search changes the URL; the URL changing by itself leaves the box alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const total = query.data?.total ?? 0;
  const users = query.data?.users ?? [];
  const pageCount = Math.max(1, Math.ceil(total / state.perPage));
  const first = total === 0 ? 0 : (state.page - 1) * state.perPage + 1;
  const last = Math.min(total, state.page * state.perPage);
  const pastTheEnd = query.data != null && total > 0 && state.page > pageCount;
  useEffect(() => {
    // A delete emptied the last page: show the new last one.
    if (pastTheEnd) update({ page: pageCount }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd]);
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
        <Group>
          <PageSize>
            <Select
              aria-label={t('users.pageSize')}
              options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
              value={String(state.perPage)}
              onValueChange={(value) => update({ perPage: Number(value) })}
            />
          </PageSize>
        </Group>
        <Group>
          <SearchBox>
            <span className="visually-hidden">{t('users.search')}</span>
            <Search aria-hidden />
            <Input
              type="search"
              placeholder={t('users.searchPlaceholder')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </SearchBox>
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
          <Button startIcon={<Plus aria-hidden />} onClick={() => setAdding(true)}>
            {t('users.add')}
          </Button>
        </Group>
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
      <Footer>
        <p aria-live="polite">{query.data ? t('users.showing', { first, last, total }) : '\u00a0'}</p>
        <Pagination
          page={Math.min(state.page, pageCount)}
          pageCount={pageCount}
          onPageChange={(page) => update({ page })}
          labels={{
            nav: t('pagination.label'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            page: (page) => t('pagination.page', { page }),
          }}
        />
      </Footer>
      <AddUserDrawer open={adding} onOpenChange={setAdding} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
