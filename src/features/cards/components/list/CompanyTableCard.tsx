import { TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { Avatar } from '@/ui/avatar/Avatar';
import { Badge } from '@/ui/badge/Badge';
import { Card } from '@/ui/card/Card';
import { Table, TableContainer, TBody, THead } from '@/ui/table/Table';
import type { Tone } from '@/ui/theme';
import { fetchingDashboardCard } from '../fetchingDashboardCard';
import { Trend } from '../Trend';
import { Company } from './styles';

const categoryTones: Record<string, Tone> = { Technology: 'primary', Grocery: 'success', Fashion: 'warning' };

/** Companies with their category, views, revenue and sales trend. */
export function CompanyTableCard({ rows }: { rows: CardDashboard<'companies'> }) {
  const { t } = useTranslation('cards');
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

/** The companies table, fetched. */
export const CompanyTable = fetchingDashboardCard({
  name: 'companies',
  title: 'cards.companies.title',
  render: (data) => <CompanyTableCard rows={data} />,
});
