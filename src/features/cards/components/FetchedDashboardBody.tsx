import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardDashboard, CardDashboardName } from '@/lib/api/schemas/cards';
import { QueryBody } from '@/lib/query/QueryCard';
import { useDashboardCard } from '../api';
import { dashboardPlaceholders } from '../placeholders/dashboard';

type Props<N extends Exclude<CardDashboardName, 'chart-samples'>> = {
  /** The dashboard card whose data the content shows. */
  name: N;
  /** The translation key of what failed: "Medal could not be loaded". */
  title: string;
  /** The content, given the data. */
  children: (data: CardDashboard<N>) => ReactNode;
};

/**
 * A dashboard card's content, fetched, inside a frame that waits for nothing (the greetings' headline,
 * an action card's controls): a skeleton of its loaded size while the data loads, what failed with a
 * retry, then the content.
 */
export function FetchedDashboardBody<N extends Exclude<CardDashboardName, 'chart-samples'>>({
  name,
  title,
  children,
}: Props<N>) {
  const { t } = useTranslation('cards');
  return (
    <QueryBody title={t(title)} query={useDashboardCard(name)} placeholder={dashboardPlaceholders[name]}>
      {children}
    </QueryBody>
  );
}
