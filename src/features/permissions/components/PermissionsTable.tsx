import { Pencil, Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Permission } from '@/lib/api/schemas/permissions';
import { RoleBadge } from '@/lib/auth/RoleBadge';
import { DataTable, dataColumns } from '@/ui/table/DataTable';
import { RowAction, RowActions } from '@/ui/table/RowActions';

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
`;

const Name = styled.span`
  color: var(--c-heading);
  font-weight: var(--fw-medium);
`;

const column = dataColumns<Permission>();

type Props = {
  permissions: Permission[];
  onRename: (permission: Permission) => void;
  onDelete: (permission: Permission) => void;
  busy: boolean;
  empty: ReactNode;
};

/** A page of permissions: name, the roles that have it, when it was created, rename and delete. */
export function PermissionsTable({ permissions, onRename, onDelete, busy, empty }: Props) {
  const { t } = useTranslation('permissions');
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('permissions.column.name'),
          cell: ({ getValue }) => <Name>{getValue()}</Name>,
        }),
        column.accessor('assignedTo', {
          header: t('permissions.column.assignedTo'),
          cell: ({ getValue }) => (
            <Badges>
              {getValue().map((role) => (
                <RoleBadge key={role} role={role} />
              ))}
            </Badges>
          ),
        }),
        column.accessor('createdDate', { header: t('permissions.column.createdDate') }),
        column.display({
          id: 'actions',
          header: t('permissions.column.actions'),
          cell: ({ row: { original: permission } }) => (
            <RowActions>
              <RowAction
                icon={Pencil}
                label={t('permissions.rename', { name: permission.name })}
                onClick={() => onRename(permission)}
              />
              <RowAction
                icon={Trash2}
                tone="danger"
                label={t('permissions.delete', { name: permission.name })}
                onClick={() => onDelete(permission)}
              />
            </RowActions>
          ),
        }),
      ]),
    [t, onRename, onDelete],
  );
  return (
    <DataTable
      columns={columns}
      data={permissions}
      label={t('permissions.tableLabel')}
      getRowId={(permission) => String(permission.id)}
      busy={busy}
      empty={empty}
    />
  );
}
