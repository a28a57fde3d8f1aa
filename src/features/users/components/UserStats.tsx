import { Clock, UserCheck, UsersRound, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '@/lib/format';
import { LoadError } from '@/lib/query/QueryStates';
import type { ManagedUser } from '@/lib/api/schemas/users';
import { Card } from '@/ui/card/Card';
import { IconBadge } from '@/ui/icon-badge/IconBadge';
import type { Tone } from '@/ui/theme';
import { useAllUsers } from '../api/users';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Stat = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  padding: var(--space-5);
  p {
    margin: 0;
    color: var(--c-muted);
  }
  strong {
    display: block;
    font-size: var(--fs-xl);
    font-weight: var(--fw-semibold);
    color: var(--c-heading);
  }
`;

type Figure = { key: string; icon: LucideIcon; tone: Tone; count: (users: ManagedUser[]) => number };

const figures: Figure[] = [
  { key: 'total', icon: UsersRound, tone: 'primary', count: (users) => users.length },
  {
    key: 'paid',
    icon: Wallet,
    tone: 'danger',
    count: (users) => users.filter((u) => u.currentPlan !== 'basic').length,
  },
  {
    key: 'active',
    icon: UserCheck,
    tone: 'success',
    count: (users) => users.filter((u) => u.status === 'active').length,
  },
  {
    key: 'pending',
    icon: Clock,
    tone: 'warning',
    count: (users) => users.filter((u) => u.status === 'pending').length,
  },
];

/** Counts over every user (all-data): total, on a paid plan, active, pending. They follow adds and deletes. */
export function UserStats() {
  const { t } = useTranslation('users');
  const { number } = useFormat();
  const query = useAllUsers();
  if (query.isError) return <LoadError title={t('users.statsError')} query={query} />;
  return (
    <Grid aria-label={t('users.statsLabel')} aria-busy={query.isPending || undefined}>
      {figures.map(({ key, icon: Icon, tone, count }) => (
        <li key={key}>
          <Card>
            <Stat>
              <div>
                <p>{t(`users.stat.${key}`)}</p>
                <strong>{query.data ? number(count(query.data)) : <span aria-hidden>–</span>}</strong>
              </div>
              <IconBadge $tone={tone} $square aria-hidden>
                <Icon />
              </IconBadge>
            </Stat>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
