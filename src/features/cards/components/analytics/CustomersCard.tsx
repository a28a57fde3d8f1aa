import { useTranslation } from 'react-i18next';
import type { CardAnalytics } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';
import { Ring } from '@/ui/chart/Ring';
import { fetchingAnalyticsCard } from './fetchingAnalyticsCard';
import { Dot, Legend } from './styles';
import { toneOf } from './toneOf';

/** Customers by kind (new, returning, referrals) as a pie and a list. */
export function CustomersCard({ listData }: CardAnalytics<'customers'>) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  return (
    <Card title={t('cards.customers.title')}>
      <CardBody>
        <Ring
          parts={listData.map((d) => ({ label: d.text, value: d.result, tone: toneOf(d.iconColor) }))}
          thickness={1}
          height={192}
          label={t('cards.customers.chart', {
            parts: listData.map((d) => `${d.text} ${format.number(d.result)}`).join(', '),
          })}
        />
      </CardBody>
      <CardBody>
        <Legend>
          {listData.map((item) => (
            <li key={item.text}>
              <Dot $tone={toneOf(item.iconColor)} aria-hidden />
              {item.text}
              <span>{format.number(item.result)}</span>
            </li>
          ))}
        </Legend>
      </CardBody>
    </Card>
  );
}

/** Customers, fetched. */
export const Customers = fetchingAnalyticsCard({
  name: 'customers',
  title: 'cards.customers.title',
  render: (data) => <CustomersCard {...data} />,
});
