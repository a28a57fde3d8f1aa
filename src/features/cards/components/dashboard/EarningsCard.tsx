import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';
import { Ring } from '@/ui/chart/Ring';
import { fetchingDashboardCard } from '../fetchingDashboardCard';
import { Figure } from '../Figure';
import { Trend } from '../Trend';

const Columns = styled(CardBody)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 9rem);
  align-items: center;
  gap: var(--space-4);
  p {
    margin: 0;
  }
`;

const earningTones = ['success', 'info', 'warning'] as const;

/** The month's earnings, their growth, and how they split between app, service and product. */
export function EarningsCard({ total, growth, series }: CardDashboard<'earnings'>) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  return (
    <Card title={t('cards.earnings.title')}>
      <Columns>
        <div>
          <p>{t('cards.earnings.month')}</p>
          <Figure>{format.money(total)}</Figure>
          <p>
            <Trend $down={growth < 0}>{format.percent(growth)}</Trend> {t('cards.earnings.more')}
          </p>
        </div>
        <Ring
          parts={series.map((s, i) => ({ label: s.label, value: s.value, tone: earningTones[i % 3] ?? 'success' }))}
          height={128}
          label={t('cards.earnings.chart', {
            parts: series.map((s) => `${s.label} ${format.percent(s.value, 0)}`).join(', '),
          })}
        />
      </Columns>
    </Card>
  );
}

/** The earnings card, fetched. */
export const Earnings = fetchingDashboardCard({
  name: 'earnings',
  title: 'cards.earnings.title',
  render: (data) => <EarningsCard {...data} />,
});
