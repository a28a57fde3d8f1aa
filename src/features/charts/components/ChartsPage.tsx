import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';

/** The height each library's charts are drawn at: a card keeps it while its data loads. */
const chartHeights = { apex: '300px', chartjs: '16rem', recharts: '300px' } as const;

/** Two charts a row on a wide screen, one on a phone. */
export const ChartGrid = styled.div<{ $chartHeight: string }>`
  --chart-height: ${(p) => p.$chartHeight};
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 28rem), 1fr));
  gap: var(--space-5);
  align-items: start;
`;

/** A chart page: its heading, what it draws with, and the charts. */
export function ChartsPage({ library, children }: { library: 'apex' | 'chartjs' | 'recharts'; children: ReactNode }) {
  const { t } = useTranslation('charts');
  return (
    <PageStack>
      <PageHeader title={t(`charts.${library}.title`)} description={t(`charts.${library}.intro`)} />
      <ChartGrid $chartHeight={chartHeights[library]}>{children}</ChartGrid>
    </PageStack>
  );
}
