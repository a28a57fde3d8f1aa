import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadError, LoadingStatus } from './QueryStates';
import { Card, CardBody, type CardProps } from '@/ui/card/Card';
import { Skeleton } from '@/ui/skeleton/Skeleton';

type Props<T> = {
  title: string;
  query: UseQueryResult<T>;
  titleAs?: CardProps['titleAs'];
  /**
   * Values of the data's shape and of realistic lengths: while the data loads, the card itself is drawn
   * with them as a skeleton, so it already takes its loaded size and nothing moves when the data comes.
   */
  placeholder?: T;
  /** The card itself, once the data is there. */
  children: (data: T) => ReactNode;
};

/**
 * What a card that fetches shows before its data arrives: the card as a skeleton (given a placeholder;
 * else its frame and title with a loading status), or what failed with a retry. With the data, the card.
 */
export function QueryCard<T>({ title, query, titleAs, placeholder, children }: Props<T>) {
  if (query.isSuccess) return children(query.data);
  if (query.isPending && placeholder !== undefined) return <Loading placeholder={placeholder}>{children}</Loading>;
  const frame = (
    <Card title={title} titleAs={titleAs} aria-busy={query.isPending || undefined}>
      <CardBody>
        <QueryBody title={title} query={query}>
          {children}
        </QueryBody>
      </CardBody>
    </Card>
  );
  if (placeholder === undefined) return frame;
  // A failed card keeps at least its loaded size (the placeholder card, unseen, under it): a retry
  // that succeeds moves nothing.
  return (
    <Stacked>
      <Unseen inert aria-hidden>
        {children(placeholder)}
      </Unseen>
      {frame}
    </Stacked>
  );
}

const Stacked = styled.div`
  display: grid;
  > * {
    grid-area: 1 / 1;
  }
`;

const Unseen = styled.div`
  display: grid;
  visibility: hidden;
`;

/** A card's content that fetches, inside a frame of its own: loading, what failed, or the content. */
export function QueryBody<T>({ title, query, placeholder, children }: Omit<Props<T>, 'titleAs'>) {
  const { t } = useTranslation();
  if (query.isSuccess) return children(query.data);
  if (query.isError) return <LoadError title={t('state.cardError', { card: title })} query={query} />;
  return placeholder === undefined ? <LoadingStatus /> : <Loading placeholder={placeholder}>{children}</Loading>;
}

function Loading<T>({ placeholder, children }: { placeholder: T; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  return <Skeleton label={t('app.loading')}>{children(placeholder)}</Skeleton>;
}
