import { Circle, Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cardRanges, type CardRange } from '@/lib/api/cardRanges';
import type { CardAnalytics } from '@/lib/api/schemas/cards';
import { Card, CardBody } from '@/ui/card/Card';
import { Ring } from '@/ui/chart/Ring';
import { Progress } from '@/ui/progress/Progress';
import type { Tone } from '@/ui/theme';
import { useAnalyticsCard } from '../api';
import { analyticsPlaceholders } from '../placeholders/analytics';
import { toNumber, useFormat } from '@/lib/format';
import { Figure, FigureLabel, IconBadge, Trend } from './IconBadge';
import { QueryCard } from '@/lib/query/QueryCard';
import { RangeMenu } from './RangeMenu';

/** The seed names tones the Bootstrap way (`text-warning`). */
const toneOf = (iconColor: string): Tone => {
  const tone = iconColor.replace(/^text-/, '');
  return (
    (['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const).find((t) => t === tone) ?? 'primary'
  );
};

export type RangeProps = { range?: CardRange; onRangeChange?: (range: CardRange) => void };

/** The time-range menu in a card's header, when the card is given a range to change. */
function RangeControl({ range, onRangeChange }: RangeProps) {
  const { t } = useTranslation();
  if (!range || !onRangeChange) return null;
  return (
    <RangeMenu
      label={t('cards.range.label')}
      options={cardRanges}
      value={range}
      onChange={onRangeChange}
      format={(r) => t(`cards.range.${r}`)}
    />
  );
}

/** A card that fetches for a time range keeps the choice; changing it asks the server again. */
function useRange() {
  const [range, setRange] = useState<CardRange>('last-28-days');
  return { range, onRangeChange: setRange };
}

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(6rem, 1fr));
  gap: var(--space-3);
  margin: 0;
  text-align: center;
  dt {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
  dd {
    margin: 0;
    font-size: var(--fs-lg);
    font-weight: var(--fw-semibold);
    color: var(--c-heading);
  }
`;

const Note = styled.p<{ $center?: boolean }>`
  margin: var(--space-2) 0 0;
  text-align: ${(p) => (p.$center ? 'center' : 'start')};
`;

const Split = styled(CardBody)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  align-items: center;
  gap: var(--space-5);
`;

/** The percent written inside a gauge. */
const GaugeValue = styled.div`
  display: grid;
  strong {
    font-size: var(--fs-xxl);
    color: var(--c-heading);
  }
  span {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
`;

export type SupportTrackerCardProps = CardAnalytics<'support-tracker'> & RangeProps;

/** Tickets over the range: the total, new, open, the response time, and the share completed as a gauge. */
export function SupportTrackerCard({
  totalTicket,
  newTicket,
  openTicket,
  responseTime,
  ...range
}: SupportTrackerCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const completed = totalTicket > 0 ? Math.round(((totalTicket - openTicket) / totalTicket) * 100) : 0;
  return (
    <Card title={t('cards.support.title')} actions={<RangeControl {...range} />}>
      <Split>
        <div>
          <Figure>{format.number(totalTicket)}</Figure>
          <FigureLabel as="p">{t('cards.support.tickets')}</FigureLabel>
        </div>
        <Ring
          parts={[{ label: t('cards.support.completed'), value: completed, tone: 'primary' }]}
          total={100}
          arc={270}
          trackTone="primary"
          thickness={0.2}
          height={176}
          label={t('cards.support.gauge', { percent: format.percent(completed) })}
        >
          <GaugeValue>
            <strong>{format.percent(completed, 0)}</strong>
            <span>{t('cards.support.completed')}</span>
          </GaugeValue>
        </Ring>
      </Split>
      <CardBody>
        <Stats>
          <div>
            <dt>{t('cards.support.new')}</dt>
            <dd>{format.number(newTicket)}</dd>
          </div>
          <div>
            <dt>{t('cards.support.open')}</dt>
            <dd>{format.number(openTicket)}</dd>
          </div>
          <div>
            <dt>{t('cards.support.response')}</dt>
            <dd>{t('cards.support.days', { count: responseTime })}</dd>
          </div>
        </Stats>
      </CardBody>
    </Card>
  );
}

/** The support tracker, fetched for the chosen range. */
export function SupportTracker() {
  const { t } = useTranslation();
  const range = useRange();
  return (
    <QueryCard
      title={t('cards.support.title')}
      query={useAnalyticsCard('support-tracker', range.range)}
      placeholder={analyticsPlaceholders['support-tracker']}
    >
      {(data) => <SupportTrackerCard {...data} {...range} />}
    </QueryCard>
  );
}

const Bars = styled(CardBody)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: var(--space-5);
`;

export type AvgSessionsCardProps = CardAnalytics<'avg-sessions'> & RangeProps;

/** Sessions over the range with their growth, then progress towards the goal, users, retention, duration. */
export function AvgSessionsCard({
  sessions,
  growth,
  goal,
  users,
  retention,
  duration,
  ...range
}: AvgSessionsCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const down = growth.trim().startsWith('-');
  return (
    <Card title={t('cards.sessions.title')} actions={<RangeControl {...range} />}>
      <CardBody>
        <Figure>{format.compact(sessions)}</Figure>
        <Note>
          <Trend $down={down}>{growth}</Trend> {t('cards.sessions.vsPrevious')}
        </Note>
      </CardBody>
      <Bars>
        <Progress
          label={t('cards.sessions.goal', { goal: format.compact(goal) })}
          value={Math.min(sessions, goal)}
          max={goal}
          showValue
          tone="primary"
        />
        <Progress label={t('cards.sessions.retention')} value={retention} showValue tone="danger" />
      </Bars>
      <CardBody>
        <Stats>
          <div>
            <dt>{t('cards.sessions.users')}</dt>
            <dd>{format.compact(users)}</dd>
          </div>
          <div>
            <dt>{t('cards.sessions.duration')}</dt>
            <dd>{t('cards.sessions.years', { count: duration })}</dd>
          </div>
        </Stats>
      </CardBody>
    </Card>
  );
}

/** Average sessions, fetched for the chosen range. */
export function AvgSessions() {
  const { t } = useTranslation();
  const range = useRange();
  return (
    <QueryCard
      title={t('cards.sessions.title')}
      query={useAnalyticsCard('avg-sessions', range.range)}
      placeholder={analyticsPlaceholders['avg-sessions']}
    >
      {(data) => <AvgSessionsCard {...data} {...range} />}
    </QueryCard>
  );
}

/** Goal overview: what is completed against what is in progress, the completed share as a gauge. */
export function GoalOverviewCard({ completed, inProgress }: CardAnalytics<'goal-overview'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const done = toNumber(completed);
  const open = toNumber(inProgress);
  const percent = done + open > 0 ? (done / (done + open)) * 100 : 0;
  return (
    <Card title={t('cards.goal.title')}>
      <CardBody>
        <Ring
          parts={[{ label: t('cards.goal.completed'), value: percent, tone: 'success' }]}
          total={100}
          arc={270}
          trackTone="success"
          thickness={0.2}
          height={192}
          label={t('cards.goal.gauge', { percent: format.percent(percent) })}
        >
          <GaugeValue>
            <strong>{format.percent(percent, 1)}</strong>
          </GaugeValue>
        </Ring>
      </CardBody>
      <CardBody>
        <Stats>
          <div>
            <dt>{t('cards.goal.completed')}</dt>
            <dd>{format.number(done)}</dd>
          </div>
          <div>
            <dt>{t('cards.goal.inProgress')}</dt>
            <dd>{format.number(open)}</dd>
          </div>
        </Stats>
      </CardBody>
    </Card>
  );
}

/** The goal overview, fetched. */
export function GoalOverview() {
  const { t } = useTranslation();
  return (
    <QueryCard
      title={t('cards.goal.title')}
      query={useAnalyticsCard('goal-overview')}
      placeholder={analyticsPlaceholders['goal-overview']}
    >
      {(data) => <GoalOverviewCard {...data} />}
    </QueryCard>
  );
}

/** Revenue this month against last month, and the change between them. */
export function RevenueCard({ thisMonth, lastMonth }: CardAnalytics<'revenue'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const now = toNumber(thisMonth);
  const before = toNumber(lastMonth);
  const change = before > 0 ? ((now - before) / before) * 100 : 0;
  return (
    <Card title={t('cards.revenue.title')}>
      <CardBody>
        <Stats>
          <div>
            <dt>{t('cards.revenue.thisMonth')}</dt>
            <dd>{format.money(now, { maximumFractionDigits: 0 })}</dd>
          </div>
          <div>
            <dt>{t('cards.revenue.lastMonth')}</dt>
            <dd>{format.money(before, { maximumFractionDigits: 0 })}</dd>
          </div>
        </Stats>
        <Note $center>
          <Trend $down={change < 0}>
            {change >= 0 ? '+' : ''}
            {format.percent(change)}
          </Trend>{' '}
          {t('cards.revenue.change')}
        </Note>
      </CardBody>
      <CardBody>
        <Progress
          label={t('cards.revenue.ofLastMonth')}
          value={Math.min(now, before)}
          max={Math.max(now, before)}
          hideLabel
          tone="success"
        />
      </CardBody>
    </Card>
  );
}

/** Revenue, fetched. */
export function Revenue() {
  const { t } = useTranslation();
  return (
    <QueryCard
      title={t('cards.revenue.title')}
      query={useAnalyticsCard('revenue')}
      placeholder={analyticsPlaceholders['revenue']}
    >
      {(data) => <RevenueCard {...data} />}
    </QueryCard>
  );
}

const Legend = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: var(--space-2);
  }
  li > :last-child {
    margin-inline-start: auto;
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
`;

const Dot = styled(Circle)<{ $tone: Tone }>`
  inline-size: 0.75rem;
  block-size: 0.75rem;
  fill: var(--c-${(p) => p.$tone});
  color: var(--c-${(p) => p.$tone});
`;

export type ProductOrdersCardProps = CardAnalytics<'product-orders'> & RangeProps;

/** Orders over the range by outcome: a ring of finished, pending and rejected, and the counts. */
export function ProductOrdersCard({ chart_info, ...range }: ProductOrdersCardProps) {
  const { t } = useTranslation();
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

/** Product orders, fetched for the chosen range. */
export function ProductOrders() {
  const { t } = useTranslation();
  const range = useRange();
  return (
    <QueryCard
      title={t('cards.orders.title')}
      query={useAnalyticsCard('product-orders', range.range)}
      placeholder={analyticsPlaceholders['product-orders']}
    >
      {(data) => <ProductOrdersCard {...data} {...range} />}
    </QueryCard>
  );
}

const deviceIcons: Record<string, LucideIcon> = { monitor: Monitor, smartphone: Smartphone, tablet: Tablet };

export type SessionsByDeviceCardProps = CardAnalytics<'sessions-device'> & RangeProps;

/** How sessions split between devices, with each share's change. */
export function SessionsByDeviceCard({ chart_info, ...range }: SessionsByDeviceCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card title={t('cards.devices.title')} actions={<RangeControl {...range} />}>
      <CardBody>
        <Ring
          parts={chart_info.map((d) => ({ label: d.name, value: d.usage, tone: toneOf(d.iconColor) }))}
          height={192}
          label={t('cards.devices.chart', {
            shares: chart_info.map((d) => `${d.name} ${format.percent(d.usage)}`).join(', '),
          })}
        />
      </CardBody>
      <CardBody>
        <Legend>
          {chart_info.map((device) => {
            const Icon = deviceIcons[device.icon] ?? Monitor;
            return (
              <li key={device.name}>
                <IconBadge $tone={toneOf(device.iconColor)} $size={2}>
                  <Icon aria-hidden />
                </IconBadge>
                {device.name}
                <span>
                  {format.percent(device.usage)}{' '}
                  <Trend $down={device.upDown < 0}>
                    ({device.upDown > 0 ? '+' : ''}
                    {format.percent(device.upDown, 0)})
                  </Trend>
                </span>
              </li>
            );
          })}
        </Legend>
      </CardBody>
    </Card>
  );
}

/** Sessions by device, fetched for the chosen range. */
export function SessionsByDevice() {
  const { t } = useTranslation();
  const range = useRange();
  return (
    <QueryCard
      title={t('cards.devices.title')}
      query={useAnalyticsCard('sessions-device', range.range)}
      placeholder={analyticsPlaceholders['sessions-device']}
    >
      {(data) => <SessionsByDeviceCard {...data} {...range} />}
    </QueryCard>
  );
}

/** Customers by kind (new, returning, referrals) as a pie and a list. */
export function CustomersCard({ listData }: CardAnalytics<'customers'>) {
  const { t } = useTranslation();
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
export function Customers() {
  const { t } = useTranslation();
  return (
    <QueryCard
      title={t('cards.customers.title')}
      query={useAnalyticsCard('customers')}
      placeholder={analyticsPlaceholders['customers']}
    >
      {(data) => <CustomersCard {...data} />}
    </QueryCard>
  );
}
