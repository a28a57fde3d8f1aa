import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryBody } from '@/lib/query/QueryCard';
import { Badge } from '@/ui/badge/Badge';
import { Button } from '@/ui/button/Button';
import { Card, CardBody, CardFooter } from '@/ui/card/Card';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { tones } from '@/ui/theme';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { useDashboardCard } from '../api';
import { dashboardPlaceholders } from '../placeholders/dashboard';
import { ActionCard } from '../components/ActionCard';
import {
  AvgSessions,
  Customers,
  GoalOverview,
  ProductOrders,
  Revenue,
  SessionsByDevice,
  SupportTracker,
} from '../components/AnalyticsCards';
import { CardGrid, Cell, Section } from '../components/CardGrid';
import {
  BrowserStates,
  Earnings,
  Greeting,
  MedalGreeting,
  RevenueReport,
  SalesRadar,
} from '../components/DashboardCards';
import {
  AppDesign,
  CompanyTable,
  Meetup,
  RecentInvoices,
  Timeline,
  TimelineSteps,
  TransactionList,
  Transactions,
} from '../components/ListCards';
import {
  OrdersBarChart,
  ProfitLineChart,
  StatisticSparkline,
  Statistics,
  StatisticsFigures,
} from '../components/StatisticsCards';

function Gallery({
  page,
  children,
}: {
  page: 'basic' | 'advance' | 'statistics' | 'analytics' | 'action';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageStack>
      <PageHeader title={t(`cards.pages.${page}.title`)} description={t(`cards.pages.${page}.intro`)} />
      {children}
    </PageStack>
  );
}

/** `/cards/statistics`: the figures and the statistics series (docs/demo-api.md) as cards. */
export function StatisticsCardsPage() {
  const { t } = useTranslation();
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

/** `/cards/analytics`: every analytics card (docs/demo-api.md) and the charted dashboard cards. */
export function AnalyticsCardsPage() {
  return (
    <Gallery page="analytics">
      <CardGrid>
        <Cell $span={6} $stretch>
          <SupportTracker />
        </Cell>
        <Cell $span={6} $stretch>
          <AvgSessions />
        </Cell>
        <Cell $span={12}>
          <RevenueReport />
        </Cell>
        <Cell $span={4}>
          <GoalOverview />
        </Cell>
        <Cell $span={4}>
          <ProductOrders />
        </Cell>
        <Cell $span={4}>
          <SessionsByDevice />
        </Cell>
        <Cell $span={4}>
          <Customers />
        </Cell>
        <Cell $span={4}>
          <Revenue />
        </Cell>
        <Cell $span={4}>
          <Earnings />
        </Cell>
        <Cell $span={6}>
          <SalesRadar />
        </Cell>
        <Cell $span={6}>
          <BrowserStates />
        </Cell>
      </CardGrid>
    </Gallery>
  );
}

/** `/cards/advance`: the richer cards: greetings, an event, lists, a timeline, a project, tables. */
export function AdvanceCardsPage() {
  return (
    <Gallery page="advance">
      <CardGrid>
        <Cell $span={6} $stretch>
          <Greeting />
        </Cell>
        <Cell $span={6} $stretch>
          <MedalGreeting />
        </Cell>
        <Cell $span={4}>
          <Meetup />
        </Cell>
        <Cell $span={4}>
          <Transactions />
        </Cell>
        <Cell $span={4}>
          <AppDesign />
        </Cell>
        <Cell $span={5}>
          <Timeline />
        </Cell>
        <Cell $span={7}>
          <CompanyTable />
        </Cell>
        <Cell $span={12}>
          <RecentInvoices />
        </Cell>
      </CardGrid>
    </Gallery>
  );
}

const Tinted = styled(Card)<{ $tone: string }>`
  background: var(--c-${(p) => p.$tone});
  color: var(--c-${(p) => p.$tone}-contrast);
  h2,
  h3 {
    color: inherit;
  }
`;

const Outlined = styled(Card)<{ $tone: string }>`
  border: 1px solid var(--c-${(p) => p.$tone});
  box-shadow: none;
`;

const CardImage = styled.img`
  inline-size: 100%;
  block-size: auto;
  border-start-start-radius: var(--radius-lg);
  border-start-end-radius: var(--radius-lg);
`;

const ImageTitle = styled.h3`
  margin: 0 0 var(--space-2);
  font-size: var(--fs-lg);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;

const Aligned = styled(CardBody)<{ $align: 'start' | 'center' | 'end' }>`
  text-align: ${(p) => p.$align};
  p {
    margin-block-start: 0;
  }
`;

/** `/cards/basic`: the Card component's parts and variants, to copy from. */
export function BasicCardsPage() {
  const { t } = useTranslation();
  return (
    <Gallery page="basic">
      <Section aria-labelledby="parts">
        <h2 id="parts">{t('cards.basic.parts')}</h2>
        <CardGrid>
          <Cell $span={4} $stretch>
            <Card title={t('cards.basic.titleOnly')} titleAs="h3">
              <CardBody>{t('cards.basic.body')}</CardBody>
            </Card>
          </Cell>
          <Cell $span={4} $stretch>
            <Card title={t('cards.basic.withSubtitle')} subtitle={t('cards.basic.subtitle')} titleAs="h3">
              <CardBody>{t('cards.basic.body')}</CardBody>
            </Card>
          </Cell>
          <Cell $span={4} $stretch>
            <Card
              title={t('cards.basic.withFooter')}
              titleAs="h3"
              actions={<Badge tone="success">{t('cards.basic.new')}</Badge>}
            >
              <CardBody>{t('cards.basic.body')}</CardBody>
              <CardFooter>
                <Button size="sm">{t('cards.basic.primary')}</Button>
                <Button size="sm" variant="outline">
                  {t('cards.basic.secondary')}
                </Button>
              </CardFooter>
            </Card>
          </Cell>
          <Cell $span={4} $stretch>
            <Card>
              <CardImage src="/images/illustrations/2.svg" alt="" />
              <CardBody>
                <ImageTitle>{t('cards.basic.withImage')}</ImageTitle>
                {t('cards.basic.body')}
              </CardBody>
            </Card>
          </Cell>
          {(['start', 'center', 'end'] as const).map((align) => (
            <Cell key={align} $span={4} $stretch>
              <Card title={t(`cards.basic.align.${align}`)} titleAs="h3">
                <Aligned $align={align}>
                  <p>{t('cards.basic.body')}</p>
                  <Button size="sm" variant="tint">
                    {t('cards.basic.primary')}
                  </Button>
                </Aligned>
              </Card>
            </Cell>
          ))}
        </CardGrid>
      </Section>
      <Section aria-labelledby="tones">
        <h2 id="tones">{t('cards.basic.tones')}</h2>
        <CardGrid>
          {tones.map((tone) => (
            <Cell key={tone} $span={4}>
              <Tinted $tone={tone} title={t(`cards.basic.tone.${tone}`)} titleAs="h3">
                <CardBody>{t('cards.basic.toneBody')}</CardBody>
              </Tinted>
            </Cell>
          ))}
        </CardGrid>
      </Section>
      <Section aria-labelledby="borders">
        <h2 id="borders">{t('cards.basic.borders')}</h2>
        <CardGrid>
          {tones.map((tone) => (
            <Cell key={tone} $span={4}>
              <Outlined $tone={tone} title={t(`cards.basic.tone.${tone}`)} titleAs="h3">
                <CardBody>{t('cards.basic.toneBody')}</CardBody>
              </Outlined>
            </Cell>
          ))}
        </CardGrid>
      </Section>
    </Gallery>
  );
}

type ActionDemo = 'transactions' | 'timeline' | 'statistics';

/** An action card's content: one of the dashboard cards' data, fetched, with its loading and error states. */
function Fetched<N extends ActionDemo>({
  name,
  children,
}: {
  name: N;
  children: (data: CardDashboard<N>) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryBody
      title={t(`cards.action.${name}`)}
      query={useDashboardCard(name)}
      placeholder={dashboardPlaceholders[name]}
    >
      {children}
    </QueryBody>
  );
}

const actionContent: Record<ActionDemo, () => ReactNode> = {
  statistics: () => <Fetched name="statistics">{(data) => <StatisticsFigures items={data.items} />}</Fetched>,
  transactions: () => <Fetched name="transactions">{(data) => <TransactionList items={data} />}</Fetched>,
  timeline: () => <Fetched name="timeline">{(data) => <TimelineSteps items={data} />}</Fetched>,
};

/** `/cards/action`: cards that collapse, refresh their data under a block-UI veil, and close. */
export function ActionCardsPage() {
  const { t } = useTranslation();
  const demos: ActionDemo[] = ['statistics', 'transactions', 'timeline'];
  const [closed, setClosed] = useState<ActionDemo[]>([]);
  return (
    <Gallery page="action">
      {closed.length > 0 && (
        <p role="status">
          {t('cards.action.closed', { count: closed.length })}{' '}
          <Button size="sm" variant="outline" onClick={() => setClosed([])}>
            {t('cards.action.restore')}
          </Button>
        </p>
      )}
      <CardGrid>
        {demos
          .filter((name) => !closed.includes(name))
          .map((name) => (
            <Cell key={name} $span={name === 'statistics' ? 12 : 6}>
              <ActionCard
                title={t(`cards.action.${name}`)}
                queryKey={['card', 'dashboard', name]}
                onClose={() => setClosed((list) => [...list, name])}
              >
                {actionContent[name]()}
              </ActionCard>
            </Cell>
          ))}
      </CardGrid>
    </Gallery>
  );
}
