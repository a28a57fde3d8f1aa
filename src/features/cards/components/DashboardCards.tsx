import { Link } from 'react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAuth } from '@/lib/auth/AuthProvider';
import type { CardAnalytics, CardDashboard } from '@/lib/api/schemas/cards';
import { Card, CardBody } from '@/ui/card/Card';
import { BarChart } from '@/ui/chart/BarChart';
import { ChartLegend } from '@/ui/chart/ChartLegend';
import { Radar } from '@/ui/chart/Radar';
import { Ring } from '@/ui/chart/Ring';
import { Sparkline } from '@/ui/chart/Sparkline';
import { Progress } from '@/ui/progress/Progress';
import { useAnalyticsCard, useDashboardCard } from '../api';
import { analyticsPlaceholders } from '../placeholders/analytics';
import { dashboardPlaceholders } from '../placeholders/dashboard';
import { months, toNumber, useFormat } from '@/lib/format';
import { Figure, Trend } from './IconBadge';
import { QueryBody, QueryCard } from '@/lib/query/QueryCard';
import { RangeMenu } from './RangeMenu';

const Hero = styled(Card)`
  position: relative;
  overflow: hidden;
`;

const HeroBody = styled(CardBody)`
  display: grid;
  gap: var(--space-2);
  padding-inline-end: 7.5rem;
  > h2 {
    margin: 0;
    font-size: var(--fs-lg);
    color: var(--c-heading);
  }
  > p {
    margin: 0;
  }
`;

const Medal = styled.svg`
  position: absolute;
  inset-block-start: 0;
  inset-inline-end: var(--space-5);
  inline-size: 5.5rem;
  block-size: auto;
`;

/** A ribboned gold medal, drawn here so it ships with the card. */
function MedalArt() {
  return (
    <Medal viewBox="0 0 80 110" aria-hidden>
      <path d="M22 0h14l10 40H32z" fill="var(--c-primary)" />
      <path d="M44 0h14L48 40H34z" fill="var(--c-danger)" />
      <circle cx="40" cy="72" r="30" fill="#f5b928" />
      <circle cx="40" cy="72" r="22" fill="#ffd54f" stroke="#e0a100" strokeWidth="3" />
      <path d="m40 58 4.1 8.4 9.2 1.3-6.7 6.5 1.6 9.2L40 79l-8.2 4.4 1.6-9.2-6.7-6.5 9.2-1.3z" fill="#f29d00" />
    </Medal>
  );
}

/**
 * The e-commerce greeting's frame: the medal, the signed-in person's name and the line under it, none
 * of which waits for data, so the card's headline is on screen as soon as the dashboard is.
 */
function MedalFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const name = user?.fullName.split(' ')[0] ?? '';
  return (
    <Hero>
      <MedalArt />
      <HeroBody>
        <h2>{t('cards.medal.title', { name })}</h2>
        <p>{t('cards.medal.subtitle')}</p>
        {children}
      </HeroBody>
    </Hero>
  );
}

function MedalFigures({ sales, target }: CardDashboard<'medal'>) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <Figure>{format.compactMoney(sales)}</Figure>
      <Progress
        label={t('cards.medal.target', { target: format.compactMoney(target) })}
        value={Math.min(sales, target)}
        max={target}
        showValue
      />
    </>
  );
}

/** The e-commerce greeting: the signed-in person's medal and the month's sales against the target. */
export function MedalCard(data: CardDashboard<'medal'>) {
  return (
    <MedalFrame>
      <MedalFigures {...data} />
    </MedalFrame>
  );
}

/** The medal card with its figures fetched: they wait as a skeleton of their size under the headline. */
export function MedalGreeting() {
  const { t } = useTranslation();
  return (
    <MedalFrame>
      <QueryBody
        title={t('cards.medal.loading')}
        query={useDashboardCard('medal')}
        placeholder={dashboardPlaceholders['medal']}
      >
        {(data) => <MedalFigures {...data} />}
      </QueryBody>
    </MedalFrame>
  );
}

const Banner = styled(Card)`
  background: linear-gradient(118deg, var(--c-primary), color-mix(in srgb, var(--c-primary) 70%, white));
  color: var(--c-primary-contrast);
  text-align: center;
  h2,
  p {
    color: inherit;
  }
`;

const BannerBody = styled(CardBody)`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  > h2 {
    margin: 0;
    font-size: var(--fs-xxl);
  }
  p {
    margin: 0;
    max-inline-size: 30rem;
  }
  > a {
    color: inherit;
    font-weight: var(--fw-medium);
  }
`;

/** The analytics greeting's frame: the name and the profile link, which wait for no data. */
function GreetingFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Banner>
      <BannerBody>
        <h2>{t('cards.greeting.title', { name: user?.fullName ?? '' })}</h2>
        {children}
        <Link to="/pages/profile">{t('cards.greeting.profile')}</Link>
      </BannerBody>
    </Banner>
  );
}

function GreetingText({ growth, badges }: CardDashboard<'greeting'>) {
  const { t } = useTranslation();
  const format = useFormat();
  return <p>{t('cards.greeting.text', { growth: format.percent(growth), count: badges })}</p>;
}

/** The analytics greeting: today's sales growth and the badges earned, with a link to the profile. */
export function GreetingCard(data: CardDashboard<'greeting'>) {
  return (
    <GreetingFrame>
      <GreetingText {...data} />
    </GreetingFrame>
  );
}

/** The greeting with its figures fetched: the sentence waits as a skeleton of its size. */
export function Greeting() {
  const { t } = useTranslation();
  return (
    <GreetingFrame>
      <QueryBody
        title={t('cards.greeting.loading')}
        query={useDashboardCard('greeting')}
        placeholder={dashboardPlaceholders['greeting']}
      >
        {(data) => <GreetingText {...data} />}
      </QueryBody>
    </GreetingFrame>
  );
}

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
  const { t } = useTranslation();
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

export function Earnings() {
  const { t } = useTranslation();
  return (
    <QueryCard
      title={t('cards.earnings.title')}
      query={useDashboardCard('earnings')}
      placeholder={dashboardPlaceholders['earnings']}
    >
      {(data) => <EarningsCard {...data} />}
    </QueryCard>
  );
}

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
  const { t } = useTranslation();
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
  const { t } = useTranslation();
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

const Browsers = styled.ul`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto 2.5rem;
    align-items: center;
    gap: var(--space-3);
  }
  strong {
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
`;

const browserTones = ['primary', 'warning', 'secondary', 'info', 'danger'] as const;

/** Each browser's share of visits, with a small ring. */
export function BrowserStatesCard({ states }: { states: CardDashboard<'browser-states'> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card title={t('cards.browsers.title')} subtitle={t('cards.browsers.subtitle')}>
      <CardBody>
        <Browsers>
          {states.map((state, i) => (
            <li key={state.name}>
              <span>{state.name}</span>
              <strong>{format.percent(state.share)}</strong>
              <Ring
                parts={[
                  { label: state.name, value: state.share, tone: browserTones[i % browserTones.length] ?? 'primary' },
                ]}
                total={100}
                trackTone={browserTones[i % browserTones.length] ?? 'primary'}
                thickness={0.3}
                height={40}
                label={`${state.name} ${format.percent(state.share)}`}
              />
            </li>
          ))}
        </Browsers>
      </CardBody>
    </Card>
  );
}

export function BrowserStates() {
  const { t } = useTranslation();
  return (
    <QueryCard
      title={t('cards.browsers.title')}
      query={useDashboardCard('browser-states')}
      placeholder={dashboardPlaceholders['browser-states']}
    >
      {(data) => <BrowserStatesCard states={data} />}
    </QueryCard>
  );
}

/** Sales against visits by month, as a radar. */
export function SalesRadarCard({ labels, series }: CardDashboard<'sales-radar'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const tones = ['primary', 'info'] as const;
  const lines = series.map((s, i) => ({ ...s, tone: tones[i % 2] ?? 'primary' }));
  return (
    <Card title={t('cards.radar.title')} subtitle={t('cards.radar.subtitle')}>
      <CardBody>
        <Radar
          labels={labels.map(format.month)}
          series={lines}
          height={280}
          label={t('cards.radar.chart', { names: series.map((s) => s.name).join(', ') })}
        />
        <ChartLegend items={lines} />
      </CardBody>
    </Card>
  );
}

export function SalesRadar() {
  const { t } = useTranslation();
  return (
    <QueryCard
      title={t('cards.radar.title')}
      query={useDashboardCard('sales-radar')}
      placeholder={dashboardPlaceholders['sales-radar']}
    >
      {(data) => <SalesRadarCard {...data} />}
    </QueryCard>
  );
}
