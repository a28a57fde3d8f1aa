import { Box, DollarSign, TrendingUp, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { IconBadge } from '@/ui/icon-badge/IconBadge';
import type { Tone } from '@/ui/theme';
import { Figure } from '../Figure';

const figures: Record<CardDashboard<'statistics'>['items'][number]['key'], { icon: LucideIcon; tone: Tone }> = {
  sales: { icon: TrendingUp, tone: 'primary' },
  customers: { icon: UserRound, tone: 'info' },
  products: { icon: Box, tone: 'danger' },
  revenue: { icon: DollarSign, tone: 'success' },
};

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr));
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: var(--space-3);
  }
`;

const ItemFigure = styled(Figure)`
  font-size: var(--fs-lg);
`;

/** The four figures as a list, for a card of your own. */
export function StatisticsFigures({ items }: Pick<CardDashboard<'statistics'>, 'items'>) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  return (
    <Figures>
      {items.map(({ key, value }) => {
        const { icon: Icon, tone } = figures[key];
        return (
          <li key={key}>
            <IconBadge $tone={tone}>
              <Icon aria-hidden />
            </IconBadge>
            <div>
              <ItemFigure>
                {key === 'revenue' ? format.money(value, { maximumFractionDigits: 0 }) : format.compact(value)}
              </ItemFigure>
              <span>{t(`cards.statistics.${key}`)}</span>
            </div>
          </li>
        );
      })}
    </Figures>
  );
}
