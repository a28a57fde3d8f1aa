import { Copy, Eye, Pencil, Printer, Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { Invoice } from '@/lib/api/schemas/invoices';
import { useFormat } from '@/lib/format';
import { Avatar } from '@/ui/avatar/Avatar';
import { DataTable, dataColumns, type SortingState } from '@/ui/table/DataTable';
import { RowAction, RowActions } from '@/ui/table/RowActions';
import { BalanceCell, StatusIcon } from '../components/invoiceStatus';
import { publicUrl } from '@/lib/publicUrl';

const Client = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  min-inline-size: 13rem;
  strong {
    display: block;
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
  small {
    color: var(--c-muted);
  }
`;

const IdLink = styled(Link)`
  color: var(--c-primary-text);
  font-weight: var(--fw-medium);
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const column = dataColumns<Invoice>();

type Props = {
  invoices: Invoice[];
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  onDelete: (invoice: Invoice) => void;
  busy: boolean;
  empty: ReactNode;
};

/** A page of invoices: number, status, client, total, issued, balance, and the row's actions. */
export function InvoicesTable({ invoices, sorting, onSortingChange, onDelete, busy, empty }: Props) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const navigate = useNavigate();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('id', {
          header: '#',
          cell: ({ getValue }) => <IdLink to={`/apps/invoice/preview/${getValue()}`}>#{getValue()}</IdLink>,
        }),
        column.accessor('invoiceStatus', {
          header: t('invoices.column.status'),
          cell: ({ row: { original: invoice } }) => (
            <StatusIcon status={invoice.invoiceStatus} dueDate={invoice.dueDate} balance={invoice.balance} />
          ),
        }),
        column.accessor((invoice) => invoice.client.name, {
          id: 'client.name',
          header: t('invoices.column.client'),
          cell: ({ row: { original: invoice } }) => (
            <Client>
              <Avatar name={invoice.client.name} src={publicUrl(invoice.avatar)} size="sm" />
              <div>
                <strong>{invoice.client.name}</strong>
                <small>{invoice.service}</small>
              </div>
            </Client>
          ),
        }),
        column.accessor('total', {
          header: t('invoices.column.total'),
          cell: ({ getValue }) => format.money(getValue()),
        }),
        column.accessor('issuedDate', {
          header: t('invoices.column.issued'),
          cell: ({ getValue }) => format.date(getValue()),
        }),
        column.accessor('dueDate', {
          header: t('invoices.column.due'),
          cell: ({ getValue }) => format.date(getValue()),
        }),
        column.accessor('balance', {
          header: t('invoices.column.balance'),
          cell: ({ getValue }) => <BalanceCell balance={getValue()} />,
        }),
        column.display({
          id: 'actions',
          header: t('invoices.column.actions'),
          cell: ({ row: { original: invoice } }) => {
            const name = { id: invoice.id };
            return (
              <RowActions>
                <RowAction
                  icon={Eye}
                  label={t('invoices.action.preview', name)}
                  onClick={() => void navigate(`/apps/invoice/preview/${invoice.id}`)}
                />
                <RowAction
                  icon={Pencil}
                  label={t('invoices.action.edit', name)}
                  onClick={() => void navigate(`/apps/invoice/edit/${invoice.id}`)}
                />
                <RowAction
                  icon={Printer}
                  label={t('invoices.action.print', name)}
                  onClick={() => window.open(`/apps/invoice/print/${invoice.id}`, '_blank', 'noopener')}
                />
                <RowAction
                  icon={Copy}
                  label={t('invoices.action.duplicate', name)}
                  onClick={() => void navigate(`/apps/invoice/add?from=${invoice.id}`)}
                />
                <RowAction
                  icon={Trash2}
                  tone="danger"
                  label={t('invoices.action.delete', name)}
                  onClick={() => onDelete(invoice)}
                />
              </RowActions>
            );
          },
        }),
      ]),
    [t, format, navigate, onDelete],
  );
  return (
    <DataTable
      columns={columns}
      data={invoices}
      label={t('invoices.tableLabel')}
      getRowId={(invoice) => String(invoice.id)}
      sorting={sorting}
      onSortingChange={onSortingChange}
      busy={busy}
      empty={empty}
    />
  );
}
