import { useTranslation } from 'react-i18next';
import type { CardAnalytics } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';
import { Ring } from '@/ui/chart/Ring';
import { RangeControl, type RangeProps } from '../RangeControl';
import { fetchingRangeCard } from './fetchingRangeCard';
import { Dot, GaugeValue, Legend } from './styles';

export type ProductOrdersCardProps = CardAnalytics<'product-orders'> & RangeProps;

/** Orders over the range by outcome: a ring of finished, pending and rejected, and the counts. */
export function ProductOrdersCard({ chart_info, ...range }: ProductOrdersCardProps) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const parts = [
    { key: 'finished', tone: 'primary', value: chart_info.finished },
    { key: 'pending', tone: 'warning', value: chart_info.pending },
    { key: 'rejected', tone: 'danger', value: chart_info.rejected },
  ] as const;
  const labels = parts.map((part) => t(`cards.orders.${part.key}`));
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  return (
    <Card title={t('cards.orders.title')} actions={<RangeControl {...range} />}>
      <CardBody>
        <Ring
          parts={parts.map((part, i) => ({ label: labels[i] ?? part.key, value: part.value, tone: part.tone }))}
          height={192}
          label={t('cards.orders.chart')}
        >
          <GaugeValue>
            <strong>{format.compact(total)}</strong>
            <span>{t('cards.orders.total')}</span>
          </GaugeValue>
        </Ring>
      </CardBody>
      <CardBody>
        <Legend>
          {parts.map((part, i) => (
            <li key={part.key}>
              <Dot $tone={part.tone} aria-hidden />
              {labels[i]}
              <span>{format.number(part.value)}</span>
            </li>
          ))}
        </Legend>
      </CardBody>
    </Card>
  );
}

/** Product orders, fetched for the range chosen in its menu. */
export const ProductOrders = fetchingRangeCard({
  name: 'product-orders',
  title: 'cards.orders.title',
  render: (data, range) => <ProductOrdersCard {...data} {...range} />,
});
