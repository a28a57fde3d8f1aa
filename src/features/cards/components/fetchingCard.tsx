import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryCard } from '@/lib/query/QueryCard';

export type FetchingCardSpec<T, P extends object> = {
  /**
   * The translation key of the card's title, written in the frame while the data loads or after it
   * failed: `'cards.earnings.title'`. A function when the title depends on the card's props.
   */
  title: string | ((props: P) => string);
  /** Runs the card's react-query hook (a hook: called on every render, in the same order). */
  useQuery: (props: P) => UseQueryResult<T>;
  /**
   * Data of the loaded shape and size: while the data loads, the card is drawn from it as a skeleton,
   * so it takes its loaded size and nothing moves when the data comes. A function when it depends on
   * the card's props.
   */
  placeholder: T | ((props: P) => T);
  /** The plain card, given the data. */
  render: (data: T, props: P) => ReactNode;
};

/**
 * A card that fetches its own data, made from a plain card that takes the data as props: it runs the
 * hook, draws the card as a skeleton of its loaded size while the data loads, says what failed with a
 * retry, then draws the card (all of which `QueryCard` does).
 *
 * ```tsx
 * export const Earnings = fetchingCard({
 *   title: 'cards.earnings.title',
 *   useQuery: () => useDashboardCard('earnings'),
 *   placeholder: dashboardPlaceholders.earnings,
 *   render: (data) => <EarningsCard {...data} />,
 * });
 * ```
 *
 * Each card family binds its own hook and placeholders on top of this (`fetchingAnalyticsCard`,
 * `fetchingRangeCard`, `fetchingDashboardCard`, `fetchingStatisticsCard`), so a card names only its data.
 */
export function fetchingCard<T, P extends object = Record<never, never>>(spec: FetchingCardSpec<T, P>) {
  const { title, useQuery, placeholder, render } = spec;
  return function FetchingCard(props: P) {
    const { t } = useTranslation('cards');
    return (
      <QueryCard title={t(forProps(title, props))} query={useQuery(props)} placeholder={forProps(placeholder, props)}>
        {(data) => render(data, props)}
      </QueryCard>
    );
  };
}

/** A spec's value, or what its function gives for these props (the cards' data are never functions). */
function forProps<V, P>(value: V | ((props: P) => V), props: P): V {
  return typeof value === 'function' ? (value as (props: P) => V)(props) : value;
}
