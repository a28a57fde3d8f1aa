import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';

/** Two charts a row on a wide screen, one on a phone. */
export const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 28rem), 1fr));
  gap: var(--space-5);
  align-items: start;
`;

/** A chart page: its heading, what it draws with, and the charts. */
export function ChartsPage({ library, children }: { library: 'apex' | 'chartjs' | 'recharts'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageStack>
      <PageHeader title={t(`charts.${library}.title`)} description={t(`charts.${library}.intro`)} />
      <ChartGrid>{children}</ChartGrid>
    </PageStack>
  );
}
