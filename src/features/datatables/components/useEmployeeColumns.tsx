import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '@/lib/format';
import { Avatar } from '@/ui/avatar/Avatar';
import { EmployeeStatus } from './EmployeeStatus';
import { employeeColumn as column } from './employeeTable';
import { ExpandButton, SelectAllOnPage, SelectRow } from './RowControls';
import { publicUrl } from '@/lib/publicUrl';

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  min-inline-size: 12rem;
  /* One line each, so every row (and the loading placeholder's) has the same height. */
  white-space: nowrap;
  strong {
    display: block;
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
  small {
    color: var(--c-muted);
  }
  /* Muted grey falls below AA on a chosen row's tint; the tint's own text colour meets it. */
  tr[aria-selected='true'] & small {
    color: var(--c-primary-text);
  }
`;

const Figure = styled.span`
  display: block;
  text-align: end;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** The basic table's columns: open and choose a row, who the employee is, then the sortable figures. */
export function useEmployeeColumns() {
  const { t } = useTranslation('datatables');
  const { money, date, number } = useFormat();
  return useMemo(
    () =>
      column.columns([
        column.display({
          id: 'expand',
          header: () => <span className="visually-hidden">{t('datatables.column.details')}</span>,
          cell: ({ row }) => <ExpandButton row={row} />,
        }),
        column.display({
          id: 'select',
          header: ({ table }) => (
            <SelectAllOnPage rows={table.getRowModel().rows} onToggle={(all) => table.toggleAllPageRowsSelected(all)} />
          ),
          cell: ({ row }) => <SelectRow row={row} />,
        }),
        column.accessor('full_name', {
          header: t('datatables.column.name'),
          cell: ({ row: { original: employee } }) => (
            <Person>
              <Avatar name={employee.full_name} src={publicUrl(employee.avatar)} size="sm" />
              <div>
                <strong>{employee.full_name}</strong>
                <small>{employee.post}</small>
              </div>
            </Person>
          ),
        }),
        column.accessor('email', { header: t('datatables.column.email') }),
        column.accessor('start_date', {
          header: t('datatables.column.startDate'),
          cell: ({ getValue }) => <Figure>{date(getValue())}</Figure>,
        }),
        column.accessor('salary', {
          header: t('datatables.column.salary'),
          cell: ({ getValue }) => <Figure>{money(getValue())}</Figure>,
        }),
        column.accessor('age', {
          header: t('datatables.column.age'),
          cell: ({ getValue }) => <Figure>{number(getValue())}</Figure>,
        }),
        column.accessor('status', {
          header: t('datatables.column.status'),
          cell: ({ getValue }) => <EmployeeStatus status={getValue()} />,
        }),
      ]),
    [t, money, date, number],
  );
}
