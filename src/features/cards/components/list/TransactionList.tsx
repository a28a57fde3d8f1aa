import { CreditCard, DollarSign, Landmark, TrendingUp, Wallet, type LucideIcon } from 'lucide-react';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { IconBadge } from '@/ui/icon-badge/IconBadge';
import { Trend } from '../Trend';
import { Grow, Rows } from './styles';

const transactionIcons: Record<string, LucideIcon> = {
  wallet: Wallet,
  landmark: Landmark,
  'dollar-sign': DollarSign,
  'credit-card': CreditCard,
  'trending-up': TrendingUp,
};

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
