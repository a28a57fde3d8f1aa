import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { QueryBody } from '@/lib/query/QueryCard';
import { Card, CardBody } from '@/ui/card/Card';

/** Until the chart is drawn, the body keeps the chart's height (set by the page): nothing below moves. */
const Body = styled(CardBody)<{ $reserve: boolean }>`
  min-block-size: ${(p) => (p.$reserve ? 'calc(var(--chart-height) + 2 * var(--space-5))' : '0')};
`;

/** One chart in a card: the title, the chart once its data is there, loading and error states before. */
export function ChartCard<T>({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card title={title} aria-busy={query.isPending || undefined}>
      <Body $reserve={!query.isSuccess}>
        <QueryBody title={title} query={query}>
          {children}
        </QueryBody>
      </Body>
    </Card>
  );
}
