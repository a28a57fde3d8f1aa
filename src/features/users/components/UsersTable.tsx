import { Eye, Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ManagedUser } from '@/lib/api/schemas/users';
import { Avatar } from '@/ui/avatar/Avatar';
import { DataTable, dataColumns, type SortingState } from '@/ui/table/DataTable';
import { RowAction, RowActions } from '@/ui/table/RowActions';
import { RoleLabel } from './RoleLabel';
import { StatusBadge } from './StatusBadge';
import { publicUrl } from '@/lib/publicUrl';

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  min-inline-size: 12rem;
  a {
    display: block;
    color: var(--c-heading);
    font-weight: var(--fw-medium);
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: var(--c-primary-text);
  }
  small {
    color: var(--c-muted);
  }
`;

const ViewLink = styled(Link)`
  display: inline-grid;
  place-items: center;
  inline-size: 2rem;
  block-size: 2rem;
  border-radius: var(--radius-md);
  color: var(--c-muted);
  &:hover,
  &:focus-visible {
    background: var(--c-hover);
    color: var(--c-heading);
  }
  svg {
    inline-size: 1.125rem;
    block-size: 1.125rem;
  }
`;

/** A billing method's translation key. */
export const billingKey = (billing: ManagedUser['billing']) =>
  ({
    'Manual - Credit Card': 'manualCard',
    'Manual - Paypal': 'manualPaypal',
    'Manual - Cash': 'manualCash',
    'Auto Debit': 'autoDebit',
  })[billing];

const column = dataColumns<ManagedUser>();

export type UsersTableProps = {
  users: ManagedUser[];
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  onDelete: (user: ManagedUser) => void;
  busy: boolean;
  empty: ReactNode;
};

/** A page of users: who they are (linking to their view), role, plan, billing, status, and actions. */
export function UsersTable({ users, sorting, onSortingChange, onDelete, busy, empty }: UsersTableProps) {
  const { t } = useTranslation('users');
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('fullName', {
          header: t('users.column.user'),
          cell: ({ row: { original: user } }) => (
            <Person>
              <Avatar name={user.fullName} src={publicUrl(user.avatar)} size="sm" />
              <div>
                <Link to={`/apps/user/view/${user.id}`}>{user.fullName}</Link>
                <small>@{user.username}</small>
              </div>
            </Person>
          ),
        }),
        column.accessor('email', { header: t('users.column.email') }),
        column.accessor('role', {
          header: t('users.column.role'),
          cell: ({ getValue }) => <RoleLabel role={getValue()} />,
        }),
        column.accessor('currentPlan', {
          header: t('users.column.plan'),
          cell: ({ getValue }) => t(`users.plan.${getValue()}`),
        }),
        column.accessor('billing', {
          header: t('users.column.billing'),
          cell: ({ getValue }) => t(`users.billing.${billingKey(getValue())}`),
        }),
        column.accessor('status', {
          header: t('users.column.status'),
          cell: ({ getValue }) => <StatusBadge status={getValue()} />,
        }),
        column.display({
          id: 'actions',
          header: t('users.column.actions'),
          cell: ({ row: { original: user } }) => (
            <RowActions>
              <ViewLink to={`/apps/user/view/${user.id}`} aria-label={t('users.viewUser', { name: user.fullName })}>
                <Eye aria-hidden />
              </ViewLink>
              <RowAction
                icon={Trash2}
                tone="danger"
                label={t('users.delete', { name: user.fullName })}
                onClick={() => onDelete(user)}
              />
            </RowActions>
          ),
        }),
      ]),
    [t, onDelete],
  );
  return (
    <DataTable
      columns={columns}
      data={users}
      label={t('users.tableLabel')}
      getRowId={(user) => String(user.id)}
      sorting={sorting}
      onSortingChange={onSortingChange}
      busy={busy}
      empty={empty}
    />
  );
}
