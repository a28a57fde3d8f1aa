import { ArrowDown, ArrowUp, Columns3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { Popover } from '@/ui/popover/Popover';
import type { AdvancedColumnId } from './advancedTable';

const List = styled.ol`
  display: grid;
  gap: var(--space-1);
  min-inline-size: 15rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-2);
  }
`;

const Moves = styled.span`
  display: inline-flex;
  gap: var(--space-1);
`;

const Footer = styled.div`
  margin-block-start: var(--space-3);
  padding-block-start: var(--space-3);
  border-block-start: 1px solid var(--c-border);
`;

type Props = {
  /** Every column, in the order shown. */
  order: AdvancedColumnId[];
  headers: Record<AdvancedColumnId, string>;
  isVisible: (id: AdvancedColumnId) => boolean;
  onVisibleChange: (id: AdvancedColumnId, visible: boolean) => void;
  onMove: (id: AdvancedColumnId, by: -1 | 1) => void;
  onReset: () => void;
};

/**
 * Which columns show, and in what order: a checkbox per column and buttons that move it one place
 * earlier or later (by keyboard as by pointer). The last visible column cannot be hidden.
 */
export function ColumnsMenu({ order, headers, isVisible, onVisibleChange, onMove, onReset }: Props) {
  const { t } = useTranslation('datatables');
  const visibleCount = order.filter(isVisible).length;
  return (
    <Popover
      title={t('datatables.advanced.columns')}
      trigger={
        <Button variant="outline" tone="secondary" startIcon={<Columns3 aria-hidden />}>
          {t('datatables.advanced.columns')}
        </Button>
      }
    >
      <List aria-label={t('datatables.advanced.columnOrder')}>
        {order.map((id, index) => (
          <li key={id}>
            <Checkbox
              label={headers[id]}
              checked={isVisible(id)}
              disabled={isVisible(id) && visibleCount === 1}
              onCheckedChange={(checked) => onVisibleChange(id, checked === true)}
            />
            <Moves>
              <Button
                size="sm"
                variant="text"
                tone="secondary"
                iconOnly
                aria-label={t('datatables.advanced.moveEarlier', { column: headers[id] })}
                disabled={index === 0}
                onClick={() => onMove(id, -1)}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                size="sm"
                variant="text"
                tone="secondary"
                iconOnly
                aria-label={t('datatables.advanced.moveLater', { column: headers[id] })}
                disabled={index === order.length - 1}
                onClick={() => onMove(id, 1)}
              >
                <ArrowDown aria-hidden />
              </Button>
            </Moves>
          </li>
        ))}
      </List>
      <Footer>
        <Button size="sm" variant="text" onClick={onReset}>
          {t('datatables.advanced.resetColumns')}
        </Button>
      </Footer>
    </Popover>
  );
}
