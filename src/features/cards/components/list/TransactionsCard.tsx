import { useTranslation } from 'react-i18next';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { Card, CardBody } from '@/ui/card/Card';
import { fetchingDashboardCard } from '../fetchingDashboardCard';
import { TransactionList } from './TransactionList';

/** The latest money in and out, each with where it came from. */
export function TransactionsCard({ items }: { items: CardDashboard<'transactions'> }) {
  const { t } = useTranslation('cards');
  return (
    <Card title={t('cards.transactions.title')}>
      <CardBody>
        <TransactionList items={items} />
      </CardBody>
    </Card>
  );
}

/** The transactions, fetched. */
export const Transactions = fetchingDashboardCard({
  name: 'transactions',
  title: 'cards.transactions.title',
  render: (data) => <TransactionsCard items={data} />,
});
