import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingStatus } from './QueryStates';
import { Card, CardBody, type CardProps } from '@/ui/card/Card';

type Props<T> = {
  title: string;
  query: UseQueryResult<T>;
  titleAs?: CardProps['titleAs'];
  /** The card itself, once the data is there. */
  children: (data: T) => ReactNode;
};

/**
 * What a card that fetches shows before its data arrives: the card's frame and title with a loading
 * status, or what failed with a retry. With the data, the card itself.
 */
export function QueryCard<T>({ title, query, titleAs, children }: Props<T>) {
  if (query.isSuccess) return children(query.data);
  return (
    <Card title={title} titleAs={titleAs} aria-busy={query.isPending || undefined}>
      <CardBody>
        <QueryBody title={title} query={query}>
          {children}
        </QueryBody>
      </CardBody>
    </Card>
  );
}

/** A card's content that fetches, inside a frame of its own: loading, what failed, or the content. */
export function QueryBody<T>({ title, query, children }: Omit<Props<T>, 'titleAs'>) {
  const { t } = useTranslation();
  if (query.isSuccess) return children(query.data);
  return query.isError ? <LoadError title={t('state.cardError', { card: title })} query={query} /> : <LoadingStatus />;
}
