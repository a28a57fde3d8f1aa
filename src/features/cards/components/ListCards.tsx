import {
  CalendarDays,
  CreditCard,
  DollarSign,
  Landmark,
  MapPin,
  TrendingDown,
  TrendingUp,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import type { Invoice } from '@/lib/api/schemas/invoices';
import { Avatar } from '@/ui/avatar/Avatar';
import { AvatarGroup } from '@/ui/avatar/AvatarGroup';
import { Badge } from '@/ui/badge/Badge';
import { Card, CardBody } from '@/ui/card/Card';
import { Table, TableContainer, TBody, THead } from '@/ui/table/Table';
import type { Tone } from '@/ui/theme';
import { useDashboardCard, useRecentInvoices } from '../api';
import { dashboardPlaceholders } from '../placeholders/dashboard';
import { invoicesPlaceholder } from '../placeholders/invoices';
import { useFormat } from '@/lib/format';
import { IconBadge, Trend } from './IconBadge';
import { QueryCard } from '@/lib/query/QueryCard';

const Rows = styled.ul`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: var(--space-3);
  }
  p {
    margin: 0;
  }
`;

/** The person a timeline step names, under its text. */
const PersonRow = styled(Rows)`
  margin-block-start: var(--space-2);
`;

/** A paragraph without the page's margins, inside a card. */
const Plain = styled.p`
  margin: 0;
`;

const Grow = styled.div`
  flex: 1 1 auto;
  min-inline-size: 0;
  p:first-child {
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
  p + p {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
`;

const transactionIcons: Record<string, LucideIcon> = {
  wallet: Wallet,
  landmark: Landmark,
  'dollar-sign': DollarSign,
  'credit-card': CreditCard,
  'trending-up': TrendingUp,
};

/** The latest money in and out, each with where it came from. */
export function TransactionsCard({ items }: { items: CardDashboard<'transactions'> }) {
  const { t } = useTranslation();
  return (
    <Card title={t('cards.transactions.title')}>
      <CardBody>
        <TransactionList items={items} />
      </CardBody>
    </Card>
  );
}

/** The transactions as a list, for a card of your own. */
export function TransactionList({ items }: { items: CardDashboard<'transactions'> }) {
  const format = useFormat();
  return (
    <Rows>
      {items.map((item) => {
        const Icon = transactionIcons[item.icon] ?? Wallet;
        return (
          <li key={`${item.title}-${item.subtitle}-${item.amount}`}>
            <IconBadge $tone={item.tone} $square>
              <Icon aria-hidden />
            </IconBadge>
            <Grow>
              <p>{item.title}</p>
              <p>{item.subtitle}</p>
            </Grow>
            <Trend $down={item.amount < 0}>{format.money(item.amount, { signDisplay: 'always' })}</Trend>
          </li>
        );
      })}
    </Rows>
  );
}

export function Transactions() {
  const { t } = useTranslation();
  return (
    <QueryCard
      title={t('cards.transactions.title')}
      query={useDashboardCard('transactions')}
      placeholder={dashboardPlaceholders['transactions']}
    >
      {(data) => <TransactionsCard items={data} />}
    </QueryCard>
  );
}

const Company = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  strong {
    display: block;
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
  div > span {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
`;

const categoryTones: Record<string, Tone> = { Technology: 'primary', Grocery: 'success', Fashion: 'warning' };

/** Companies with their category, views, revenue and sales trend. */
export function CompanyTableCard({ rows }: { rows: CardDashboard<'companies'> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card title={t('cards.companies.title')}>
      {/* Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too. */}
      <TableContainer tabIndex={0} role="region" aria-label={t('cards.companies.title')}>
        <Table>
          <THead>
            <tr>
              <th scope="col">{t('cards.companies.company')}</th>
              <th scope="col">{t('cards.companies.category')}</th>
              <th scope="col">{t('cards.companies.views')}</th>
              <th scope="col">{t('cards.companies.revenue')}</th>
              <th scope="col">{t('cards.companies.sales')}</th>
            </tr>
          </THead>
          <TBody>
            {rows.map((row) => {
              const down = row.sales < 0;
              const Arrow = down ? TrendingDown : TrendingUp;
              return (
                <tr key={row.email}>
                  <td>
                    <Company>
                      <Avatar name={row.name} size="sm" tone={categoryTones[row.category] ?? 'secondary'} />
                      <div>
                        <strong>{row.name}</strong>
                        <span>{row.email}</span>
                      </div>
                    </Company>
                  </td>
                  <td>
                    <Badge tone={categoryTones[row.category] ?? 'secondary'}>{row.category}</Badge>
                  </td>
                  <td>
                    {format.compact(row.views)}
                    <br />
                    <small>{t('cards.companies.hours', { count: row.hours })}</small>
                  </td>
                  <td>{format.money(row.revenue)}</td>
                  <td>
                    <Trend $down={down}>
                      {format.percent(Math.abs(row.sales), 0)} <Arrow aria-hidden size={16} />
                      <span className="visually-hidden">{t(down ? 'cards.down' : 'cards.up')}</span>
                    </Trend>
                  </td>
                </tr>
              );
            })}
          </TBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

export function CompanyTable() {
  const { t } = useTranslation();
  return (
    <QueryCard
      title={t('cards.companies.title')}
      query={useDashboardCard('companies')}
      placeholder={dashboardPlaceholders['companies']}
    >
      {(data) => <CompanyTableCard rows={data} />}
    </QueryCard>
  );
}

const Cover = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 10rem;
  object-fit: cover;
  border-start-start-radius: var(--radius-lg);
  border-start-end-radius: var(--radius-lg);
`;

const DateBox = styled.p`
  display: grid;
  justify-items: center;
  padding-inline-end: var(--space-4);
  margin: 0;
  border-inline-end: 1px solid var(--c-border);
  span {
    font-size: var(--fs-sm);
    text-transform: uppercase;
  }
  strong {
    font-size: var(--fs-xl);
    color: var(--c-heading);
  }
`;

const MeetupHead = styled.div`
  display: flex;
  gap: var(--space-4);
  align-items: center;
  margin-block-end: var(--space-4);
  h2 {
    margin: 0;
    font-size: var(--fs-lg);
    color: var(--c-heading);
  }
  p {
    margin: 0;
  }
`;

/** An event: when and where, and who is coming. */
export function MeetupCard({ title, subtitle, start, end, place, address, image, attendees }: CardDashboard<'meetup'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const time = { hour: 'numeric', minute: '2-digit' } as const;
  return (
    <Card>
      <Cover src={image} alt="" />
      <CardBody>
        <MeetupHead>
          <DateBox>
            <span>{format.date(start, { month: 'short' })}</span>
            <strong>{format.date(start, { day: 'numeric' })}</strong>
          </DateBox>
          <div>
            <h2>{title}</h2>
            <p>{subtitle}</p>
          </div>
        </MeetupHead>
        <Rows>
          <li>
            <IconBadge $tone="primary" $square $size={2.25}>
              <CalendarDays aria-hidden />
            </IconBadge>
            <Grow>
              <p>{format.date(start, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}</p>
              <p>
                <bdi>
                  {format.date(start, time)} – {format.date(end, time)}
                </bdi>
              </p>
            </Grow>
          </li>
          <li>
            <IconBadge $tone="primary" $square $size={2.25}>
              <MapPin aria-hidden />
            </IconBadge>
            <Grow>
              <p>{place}</p>
              <p>{address}</p>
            </Grow>
          </li>
        </Rows>
      </CardBody>
      <CardBody>
        <AvatarGroup
          people={attendees.map((a) => ({ name: a.name, src: a.avatar }))}
          max={5}
          size="sm"
          label={t('cards.meetup.attendees', { count: attendees.length })}
        />
      </CardBody>
    </Card>
  );
}

export function Meetup() {
  const { t } = useTranslation();
  return (
    <QueryCard
      title={t('cards.meetup.loading')}
      query={useDashboardCard('meetup')}
      placeholder={dashboardPlaceholders['meetup']}
    >
      {(data) => <MeetupCard {...data} />}
    </QueryCard>
  );
}

const Steps = styled.ol`
  position: relative;
  display: grid;
  gap: var(--space-5);
  margin: 0;
  padding: 0 0 0 0;
  list-style: none;
  > li {
    position: relative;
    padding-inline-start: var(--space-6);
  }
  > li::before {
    content: '';
    position: absolute;
    inset-block: 1.25rem calc(-1 * var(--space-5));
    inset-inline-start: 0.4rem;
    border-inline-start: 1px solid var(--c-border);
  }
  > li:last-child::before {
    display: none;
  }
  h3 {
    margin: 0;
    font-size: var(--fs-md);
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
  p {
    margin: var(--space-1) 0 0;
  }
  time {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
`;

const Point = styled.span<{ $tone: Tone }>`
  position: absolute;
  inset-inline-start: 0;
  inset-block-start: 0.3rem;
  inline-size: 0.875rem;
  block-size: 0.875rem;
  border-radius: 50%;
  background: var(--c-${(p) => p.$tone});
  box-shadow: 0 0 0 4px var(--c-${(p) => p.$tone}-tint);
`;

const StepHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-2);
`;

const Attachment = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  margin-block-start: var(--space-2);
  color: var(--c-heading);
  img {
    inline-size: 1.25rem;
  }
`;

/** What happened, newest first: payments, meetings, projects, with their files and people. */
export function TimelineCard({ items }: { items: CardDashboard<'timeline'> }) {
  const { t } = useTranslation();
  return (
    <Card title={t('cards.timeline.title')}>
      <CardBody>
        <TimelineSteps items={items} />
      </CardBody>
    </Card>
  );
}

/** The timeline's steps, for a card of your own. */
export function TimelineSteps({ items }: { items: CardDashboard<'timeline'> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Steps>
      {items.map((item) => (
        <li key={`${item.at}-${item.title}`}>
          <Point $tone={item.tone} aria-hidden />
          <StepHead>
            <h3>{item.title}</h3>
            <time dateTime={item.at}>{format.date(item.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </StepHead>
          <p>{item.content}</p>
          {item.file && (
            <Attachment href={item.file.href} download>
              <img src={item.file.icon} alt="" />
              {item.file.name}
            </Attachment>
          )}
          {item.person && (
            <PersonRow>
              <li>
                <Avatar name={item.person.name} src={item.person.avatar} size="sm" />
                <Grow>
                  <p>{item.person.name}</p>
                  <p>{item.person.role}</p>
                </Grow>
              </li>
            </PersonRow>
          )}
          {item.people && (
            <AvatarGroup
              people={item.people.map((p) => ({ name: p.name, src: p.avatar }))}
              size="sm"
              label={t('cards.timeline.people')}
            />
          )}
        </li>
      ))}
    </Steps>
  );
}

export function Timeline() {
  const { t } = useTranslation();
  return (
    <QueryCard
      title={t('cards.timeline.title')}
      query={useDashboardCard('timeline')}
      placeholder={dashboardPlaceholders['timeline']}
    >
      {(data) => <TimelineCard items={data} />}
    </QueryCard>
  );
}

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin-block-end: var(--space-3);
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-3);
  margin: var(--space-4) 0 0;
  padding: var(--space-3);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  text-align: center;
  dt {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
  dd {
    margin: 0;
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
`;

/** A project: what it is, who works on it, when it is due and what it costs against its budget. */
export function AppDesignCard({
  date,
  title,
  description,
  tags,
  members,
  due,
  budget,
  cost,
}: CardDashboard<'app-design'>) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card title={title} subtitle={format.date(date)}>
      <CardBody>
        <Tags>
          {tags.map((tag) => (
            <Badge key={tag} tone="primary">
              {tag}
            </Badge>
          ))}
        </Tags>
        <Plain>{description}</Plain>
        <Facts>
          <div>
            <dt>{t('cards.project.due')}</dt>
            <dd>{format.date(due, { month: 'short', day: 'numeric' })}</dd>
          </div>
          <div>
            <dt>{t('cards.project.budget')}</dt>
            <dd>{format.compactMoney(budget)}</dd>
          </div>
          <div>
            <dt>{t('cards.project.cost')}</dt>
            <dd>{format.money(cost, { maximumFractionDigits: 0 })}</dd>
          </div>
        </Facts>
      </CardBody>
      <CardBody>
        <AvatarGroup
          people={members.map((m) => ({ name: m.name, src: m.avatar }))}
          size="sm"
          label={t('cards.project.team')}
        />
      </CardBody>
    </Card>
  );
}

export function AppDesign() {
  const { t } = useTranslation();
  return (
    <QueryCard
      title={t('cards.project.loading')}
      query={useDashboardCard('app-design')}
      placeholder={dashboardPlaceholders['app-design']}
    >
      {(data) => <AppDesignCard {...data} />}
    </QueryCard>
  );
}

const statusTones: Record<Invoice['invoiceStatus'], Tone> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'secondary',
  Draft: 'primary',
  'Partial Payment': 'warning',
  'Past Due': 'danger',
};

/** The newest invoices: number, client, total, issue date and status. */
export function RecentInvoicesCard({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card title={t('cards.invoices.title')}>
      {invoices.length === 0 ? (
        <CardBody>
          <Plain>{t('cards.invoices.empty')}</Plain>
        </CardBody>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={t('cards.invoices.title')}>
          <Table>
            <THead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('cards.invoices.client')}</th>
                <th scope="col">{t('cards.invoices.total')}</th>
                <th scope="col">{t('cards.invoices.issued')}</th>
                <th scope="col">{t('cards.invoices.status')}</th>
              </tr>
            </THead>
            <TBody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>#{invoice.id}</td>
                  <td>
                    <Company>
                      <Avatar name={invoice.client.name} src={invoice.avatar || undefined} size="sm" />
                      <div>
                        <strong>{invoice.client.name}</strong>
                        <span>{invoice.client.companyEmail}</span>
                      </div>
                    </Company>
                  </td>
                  <td>{format.money(invoice.total)}</td>
                  <td>{format.date(invoice.issuedDate)}</td>
                  <td>
                    <Badge tone={statusTones[invoice.invoiceStatus]}>{invoice.invoiceStatus}</Badge>
                  </td>
                </tr>
              ))}
            </TBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}

export function RecentInvoices() {
  const { t } = useTranslation();
  return (
    <QueryCard title={t('cards.invoices.title')} query={useRecentInvoices()} placeholder={invoicesPlaceholder}>
      {(invoices) => <RecentInvoicesCard invoices={invoices} />}
    </QueryCard>
  );
}
