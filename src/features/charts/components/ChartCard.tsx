import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryCard } from '@/lib/query/QueryCard';
import { Card, CardBody } from '@/ui/card/Card';

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
    <QueryCard title={title} query={query}>
      {(data) => (
        <Card title={title}>
          <CardBody>{children(data)}</CardBody>
        </Card>
      )}
    </QueryCard>
  );
}
