import { useTranslation } from 'react-i18next';
import { CardGrid, Cell, Section } from '../components/CardGrid';
import { OrdersBarChart, ProfitLineChart } from '../components/statistics/ChartFigureCard';
import { StatisticSparkline } from '../components/statistics/SparklineCard';
import { Statistics } from '../components/statistics/StatisticsCard';
import { Gallery } from './gallery/Gallery';

/** `/cards/statistics`: the figures and the statistics series (docs/demo-api.md, Cards) as cards. */
export function StatisticsCardsPage() {
  const { t } = useTranslation('cards');
  return (
    <Gallery page="statistics">
      <Statistics />
      <Section aria-labelledby="growth">
        <h2 id="growth">{t('cards.pages.statistics.growth')}</h2>
        <CardGrid>
          {(['subscribers', 'revenue', 'sales', 'orders'] as const).map((name) => (
            <Cell key={name} $span={3} $stretch>
              <StatisticSparkline name={name} />
            </Cell>
          ))}
        </CardGrid>
      </Section>
      <Section aria-labelledby="rates">
        <h2 id="rates">{t('cards.pages.statistics.rates')}</h2>
        <CardGrid>
          {(['site-traffic', 'active-users', 'newsletter'] as const).map((name) => (
            <Cell key={name} $span={4} $stretch>
              <StatisticSparkline name={name} />
            </Cell>
          ))}
          <Cell $span={6}>
            <OrdersBarChart />
          </Cell>
          <Cell $span={6}>
            <ProfitLineChart />
          </Cell>
        </CardGrid>
      </Section>
    </Gallery>
  );
}
