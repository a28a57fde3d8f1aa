import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Input } from '@/ui/input/Input';
import { Select } from '@/ui/select/Select';
import { statusLook } from '../status';
import { filterKind, type AdvancedColumnId } from './advancedTable';
import type { Range } from './filters';

const Pair = styled.div<{ $stack: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$stack ? '1fr' : '1fr 1fr')};
  gap: var(--space-1);
`;

const ANY = 'any';
const statuses = [1, 2, 3, 4, 5] as const;

type Props = {
  id: AdvancedColumnId;
  header: string;
  value: unknown;
  onChange: (value: unknown) => void;
};

/** A number typed in a range box: empty is an open end. */
const toNumber = (text: string) => (text === '' || Number.isNaN(Number(text)) ? undefined : Number(text));

/**
 * The filter under a column's header, of the column's kind: a text box, two boxes for a range of
 * numbers or days (either may stay empty), or a status. Each control is named after its column.
 */
export function ColumnFilter({ id, header, value, onChange }: Props) {
  const { t } = useTranslation('datatables');
  const kind = filterKind[id];
  if (kind === 'text')
    return (
      <Input
        size="sm"
        type="search"
        aria-label={t('datatables.advanced.filterText', { column: header })}
        placeholder={t('datatables.advanced.filterPlaceholder')}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    );
  if (kind === 'status')
    return (
      <Select
        size="sm"
        aria-label={t('datatables.advanced.filterText', { column: header })}
        options={[
          { value: ANY, label: t('datatables.advanced.anyStatus') },
          ...statuses.map((status) => ({
            value: String(status),
            label: t(`datatables.status.${statusLook(status).key}`),
          })),
        ]}
        value={typeof value === 'number' ? String(value) : ANY}
        onValueChange={(next) => onChange(next === ANY ? undefined : Number(next))}
      />
    );
  const [from, to] = (Array.isArray(value) ? value : [undefined, undefined]) as Range<number | string>;
  const dates = kind === 'dates';
  const read = (text: string) => (dates ? text || undefined : toNumber(text));
  return (
    <Pair $stack={dates}>
      <Input
        size="sm"
        type={dates ? 'date' : 'number'}
        inputMode={dates ? undefined : 'numeric'}
        min={0}
        aria-label={t('datatables.advanced.from', { column: header })}
        placeholder={t('datatables.advanced.min')}
        value={from ?? ''}
        onChange={(event) => onChange([read(event.target.value), to])}
      />
      <Input
        size="sm"
        type={dates ? 'date' : 'number'}
        inputMode={dates ? undefined : 'numeric'}
        min={0}
        aria-label={t('datatables.advanced.to', { column: header })}
        placeholder={t('datatables.advanced.max')}
        value={to ?? ''}
        onChange={(event) => onChange([from, read(event.target.value)])}
      />
    </Pair>
  );
}
