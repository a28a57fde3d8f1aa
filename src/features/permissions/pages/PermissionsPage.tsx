import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLastPageClamp, useSearchBox } from '@/lib/hooks/useSearchBox';
import { pageFrom, useUrlListState, writeWithoutDefaults, type ListCodec } from '@/lib/hooks/useUrlListState';
import { LoadError } from '@/lib/query/QueryStates';
import { permissionRoles, type Permission } from '@/lib/api/schemas/permissions';
import { usePaginationLabels } from '@/lib/hooks/usePaginationLabels';
import { Button } from '@/ui/button/Button';
import { Card } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { SearchInput } from '@/ui/input/SearchInput';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { ListFooter } from '@/ui/pagination/ListFooter';
import { Select } from '@/ui/select/Select';
import { Toolbar, ToolbarGroup } from '@/ui/toolbar/Toolbar';
import { usePermissions, useRoleNames } from '../api/permissions';
import { DeletePermissionDialog } from '../components/DeletePermissionDialog';
import { PermissionNameDialog } from '../components/PermissionNameDialog';
import { PermissionsTable } from '../components/PermissionsTable';

const PER_PAGE = 10;
const ALL = 'all';

type PermissionsListState = { q: string; assignedTo?: string; page: number };

/** The permissions list's state in the URL: the search, the role filter and the page. */
const permissionsListCodec: ListCodec<PermissionsListState> = {
  read: (params) => ({
    q: (params.get('q') ?? '').slice(0, 200),
    assignedTo: params.get('assignedTo') || undefined,
    page: pageFrom(params.get('page')),
  }),
  write: (state) => writeWithoutDefaults(state, { page: 1 }),
};

/**
 * `/apps/permissions`: the permissions (docs/demo-api.md) with search, a role filter and pages, kept in the
 * URL; add (first in the list, administrator only), rename and delete.
 */
export function PermissionsPage() {
  const { t } = useTranslation('permissions');
  const [{ q, assignedTo, page }, update] = useUrlListState(permissionsListCodec);
  const [typed, setTyped] = useSearchBox(q, (settled) => update({ q: settled }, { replace: true }));
  const [editing, setEditing] = useState<Permission | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Permission | null>(null);
  const query = usePermissions({ q, assignedTo, page, perPage: PER_PAGE });
  // The roles that exist now, for the filter: the five seeded ones until the roles page adds one.
  const roleNames = useRoleNames().data ?? permissionRoles;
  const paginationLabels = usePaginationLabels();
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PER_PAGE));
  const pastTheEnd = query.data != null && total > 0 && page > pageCount;
  useLastPageClamp(pastTheEnd, () => update({ page: pageCount }, { replace: true }));

  const filtered = Boolean(q || assignedTo);
  const empty = query.isError ? (
    <LoadError title={t('permissions.loadError')} query={query} />
  ) : query.isPending ? (
    t('app.loading')
  ) : (
    <EmptyState
      titleAs="h2"
      icon={<KeyRound />}
      title={filtered ? t('permissions.noMatchTitle') : t('permissions.emptyTitle')}
      description={filtered ? t('permissions.noMatchText') : t('permissions.emptyText')}
    />
  );

  return (
    <PageStack>
      <PageHeader title={t('permissions.title')} description={t('permissions.description')} />
      <Card>
        <Toolbar>
          <ToolbarGroup>
            <SearchInput
              label={t('permissions.search')}
              placeholder={t('permissions.searchPlaceholder')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Select
              aria-label={t('permissions.roleFilter')}
              options={[
                { value: ALL, label: t('permissions.allRoles') },
                ...roleNames.map((role) => ({ value: role, label: t(`roleName.${role}`, { defaultValue: role }) })),
              ]}
              value={assignedTo ?? ALL}
              onValueChange={(value) => update({ assignedTo: value === ALL ? undefined : value })}
            />
          </ToolbarGroup>
          <Button startIcon={<Plus aria-hidden />} onClick={() => setEditing('new')}>
            {t('permissions.add')}
          </Button>
        </Toolbar>
        <PermissionsTable
          permissions={query.data?.permissions ?? []}
          onRename={setEditing}
          onDelete={setDeleting}
          busy={query.isFetching && !query.isPending}
          empty={empty}
        />
        <ListFooter
          summary={
            query.data
              ? t('permissions.showing', {
                  first: total === 0 ? 0 : (page - 1) * PER_PAGE + 1,
                  last: Math.min(total, page * PER_PAGE),
                  total,
                })
              : null
          }
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => update({ page: next })}
          labels={paginationLabels}
        />
      </Card>
      <PermissionNameDialog editing={editing} onClose={() => setEditing(null)} />
      <DeletePermissionDialog permission={deleting} onClose={() => setDeleting(null)} />
    </PageStack>
  );
}
