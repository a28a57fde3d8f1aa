import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import type { EmployeeRow } from './employeeTable';

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 2rem;
  block-size: 2rem;
  padding: 0;
  border: 0;
  border-radius: var(--radius-md);
  background: transparent;
  color: var(--c-muted);
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: var(--c-hover);
    color: var(--c-heading);
  }
  svg {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    transition: transform var(--transition);
  }
  /* The closed chevron points along the reading direction; open, it points down. */
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
`;

/** The id of a row's details, which its expand button controls. */
export const detailsId = (row: EmployeeRow) => `employee-details-${row.id}`;

/** Opens or closes a row's details (Enter or Space, as any button). */
export function ExpandButton({ row }: { row: EmployeeRow }) {
  const { t } = useTranslation('datatables');
  const open = row.getIsExpanded();
  return (
    <Toggle
      type="button"
      aria-expanded={open}
      aria-controls={detailsId(row)}
      aria-label={t('datatables.details', { name: row.original.full_name })}
      onClick={() => row.toggleExpanded()}
    >
      <ChevronRight aria-hidden />
    </Toggle>
  );
}

export function SelectRow({ row }: { row: EmployeeRow }) {
  const { t } = useTranslation('datatables');
  return (
    <Checkbox
      hideLabel
      label={t('datatables.select', { name: row.original.full_name })}
      checked={row.getIsSelected()}
      onCheckedChange={(checked) => row.toggleSelected(checked === true)}
    />
  );
}

/** Chooses every row of the page, or none; mixed when some are chosen. */
export function SelectAllOnPage({ rows, onToggle }: { rows: EmployeeRow[]; onToggle: (all: boolean) => void }) {
  const { t } = useTranslation('datatables');
  const chosen = rows.filter((row) => row.getIsSelected()).length;
  const all = rows.length > 0 && chosen === rows.length;
  return (
    <Checkbox
      hideLabel
      label={t('datatables.selectPage')}
      disabled={rows.length === 0}
      checked={all ? true : chosen > 0 ? 'indeterminate' : false}
      onCheckedChange={() => onToggle(!all)}
    />
  );
}
