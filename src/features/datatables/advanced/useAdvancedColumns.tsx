import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Employee } from '@/lib/api/schemas/datatables';
import { useFormat } from '@/lib/format';
import { Avatar } from '@/ui/avatar/Avatar';
import { EmployeeStatus } from '../components/EmployeeStatus';
import { statusLook } from '../status';
import { advancedColumn as column, type AdvancedColumnId } from './advancedTable';
import { hasStatus, inDays, inRange, isOpenRange, matchesText, type Range } from './filters';
import { publicUrl } from '@/lib/publicUrl';

const Person = styled.span`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  min-inline-size: 0;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  color: var(--c-heading);
  font-weight: var(--fw-medium);
`;

const Figure = styled.span`
  display: block;
  text-align: end;
  font-variant-numeric: tabular-nums;
`;

/** A column's header, and its value as an export writes it: plain (a day, a number, a status's name). */
export type ExportColumn = { id: AdvancedColumnId; header: string; value: (employee: Employee) => string | number };

const headerKey: Record<AdvancedColumnId, string> = {
  full_name: 'name',
  email: 'email',
  post: 'post',
  city: 'city',
  start_date: 'startDate',
  salary: 'salary',
  age: 'age',
  status: 'status',
};

/** Column headers in the reader's language. */
export function useColumnHeaders(): Record<AdvancedColumnId, string> {
  const { t } = useTranslation('datatables');
  return useMemo(
    () =>
      Object.fromEntries(Object.entries(headerKey).map(([id, key]) => [id, t(`datatables.column.${key}`)])) as Record<
        AdvancedColumnId,
        string
      >,
    [t],
  );
}

/** What an export writes for a column: the value itself, except the status, written as its name. */
export function useExportValue() {
  const { t } = useTranslation('datatables');
  return (employee: Employee, id: AdvancedColumnId): string | number =>
    id === 'status' ? t(`datatables.status.${statusLook(employee.status).key}`) : employee[id];
}

const text = (row: { getValue: (id: string) => unknown }, id: string, typed: string) =>
  matchesText(String(row.getValue(id)), typed);

/**
 * The advanced table's columns: each sorts (Shift adds it to the sort), hides, moves, and filters by
 * its kind: text, a range of numbers or days, or a status.
 */
export function useAdvancedColumns() {
  const headers = useColumnHeaders();
  const { money, date, number } = useFormat();
  return useMemo(() => {
    const textColumn = (id: 'email' | 'post' | 'city') =>
      column.accessor(id, { id, header: headers[id], filterFn: text, sortFn: 'alphanumeric' });
    const rangeFilter = Object.assign(
      (row: { getValue: (id: string) => unknown }, id: string, range: Range<number>) =>
        inRange(Number(row.getValue(id)), range),
      { autoRemove: isOpenRange },
    );
    return column.columns([
      column.accessor('full_name', {
        id: 'full_name',
        header: headers.full_name,
        filterFn: text,
        sortFn: 'alphanumeric',
        cell: ({ row: { original: employee } }) => (
          <Person>
            {/* The name is written beside it: the picture says nothing more. */}
            <span aria-hidden>
              <Avatar name={employee.full_name} src={publicUrl(employee.avatar)} size="sm" />
            </span>
            <Name>{employee.full_name}</Name>
          </Person>
        ),
      }),
      textColumn('email'),
      textColumn('post'),
      textColumn('city'),
      column.accessor('start_date', {
        id: 'start_date',
        header: headers.start_date,
        sortFn: 'alphanumeric',
        filterFn: Object.assign(
          (row: { getValue: (id: string) => unknown }, id: string, range: Range<string>) =>
            inDays(String(row.getValue(id)), range),
          { autoRemove: isOpenRange },
        ),
        cell: ({ getValue }) => <Figure>{date(getValue())}</Figure>,
      }),
      column.accessor('salary', {
        id: 'salary',
        header: headers.salary,
        sortFn: 'basic',
        filterFn: rangeFilter,
        cell: ({ getValue }) => <Figure>{money(getValue())}</Figure>,
      }),
      column.accessor('age', {
        id: 'age',
        header: headers.age,
        sortFn: 'basic',
        filterFn: rangeFilter,
        cell: ({ getValue }) => <Figure>{number(getValue())}</Figure>,
      }),
      column.accessor('status', {
        id: 'status',
        header: headers.status,
        sortFn: 'basic',
        filterFn: (row, id, wanted: number) => hasStatus(row.getValue(id), wanted),
        cell: ({ getValue }) => <EmployeeStatus status={getValue()} />,
      }),
    ]);
  }, [headers, money, date, number]);
}
