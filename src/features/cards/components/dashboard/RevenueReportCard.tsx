import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardAnalytics, CardDashboard } from '@/lib/api/schemas/cards';
import { months, toNumber, useFormat } from '@/lib/format';
import { QueryCard } from '@/lib/query/QueryCard';
import { Card, CardBody } from '@/ui/card/Card';
import { BarChart } from '@/ui/chart/BarChart';
import { ChartLegend } from '@/ui/chart/ChartLegend';
import { Sparkline } from '@/ui/chart/Sparkline';
import { useAnalyticsCard, useDashboardCard } from '../../api';
import { analyticsPlaceholders } from '../../placeholders/analytics';
import { dashboardPlaceholders } from '../../placeholders/dashboard';
import { Figure } from '../Figure';
import { RangeMenu } from '../RangeMenu';

const Report = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 48em) {
    grid-template-columns: minmax(0, 2fr) minmax(14rem, 1fr);
  }
`;

const Budget = styled(CardBody)`
  display: grid;
  align-content: center;
  justify-items: center;
  gap: var(--space-2);
  text-align: center;
  border-block-start: 1px solid var(--c-border);
  @media (min-width: 48em) {
    border-block-start: 0;
    border-inline-start: 1px solid var(--c-border);
  }
  p {
    margin: 0;
  }
`;

const Wide = styled.div`
  inline-size: 100%;
`;

export type RevenueReportCardProps = CardAnalytics<'revenue-report'> & {
  /** Earning, expense and budget by month (March to November) per year. */
  byYear: CardDashboard<'revenue-report'>;
  year: string;
  onYearChange: (year: string) => void;
};

const reportMonths = (year: string) => months(`${year}-03`, 9);

/** The year's earnings and expenses by month, and this year's revenue against its budget. */
export function RevenueReportCard({ years, price, budget, byYear, year, onYearChange }: RevenueReportCardProps) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const report = byYear[year];
  const labels = reportMonths(year).map(format.month);
  const series = [
    { name: t('cards.report.earning'), data: report?.earning ?? [], tone: 'primary' },
    { name: t('cards.report.expense'), data: report?.expense ?? [], tone: 'warning' },
  ] as const;
  return (
    <Card title={t('cards.report.title')}>
      <Report>
        <CardBody>
          <BarChart
            series={[...series]}
            labels={labels}
            stacked
            axes
            height={260}
            formatValue={(v) => format.number(v)}
            label={t('cards.report.chart', { year })}
          />
          <ChartLegend items={[...series]} />
        </CardBody>
        <Budget>
          <RangeMenu label={t('cards.report.year')} options={years} value={year} onChange={onYearChange} />
          <Figure>{format.money(toNumber(price), { maximumFractionDigits: 0 })}</Figure>
          <p>
            {t('cards.report.budgetOf')} <strong>{format.money(toNumber(budget), { maximumFractionDigits: 0 })}</strong>
          </p>
          <Wide>
            <Sparkline
              data={report?.budget ?? []}
              name={t('cards.report.budget')}
              kind="line"
              dashed
              height={72}
              label={t('cards.report.budgetChart', { year })}
            />
          </Wide>
        </Budget>
      </Report>
    </Card>
  );
}

/** The revenue report, fetched: the demo data's figures and years, and the months behind them (beyond the original brief). */
export function RevenueReport() {
  const { t } = useTranslation('cards');
  const figures = useAnalyticsCard('revenue-report');
  const byYear = useDashboardCard('revenue-report');
  const [chosen, setYear] = useState<string>();
  return (
    <QueryCard title={t('cards.report.title')} query={figures} placeholder={analyticsPlaceholders['revenue-report']}>
      {(data) => (
        <QueryCard title={t('cards.report.title')} query={byYear} placeholder={dashboardPlaceholders['revenue-report']}>
          {(months) => (
            <RevenueReportCard {...data} byYear={months} year={chosen ?? data.years[0] ?? ''} onYearChange={setYear} />
          )}
        </QueryCard>
      )}
    </QueryCard>
  );
}
