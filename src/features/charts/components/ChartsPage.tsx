import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-6);
`;

const Head = styled.header`
  display: grid;
  gap: var(--space-1);
  h1 {
    margin: 0;
    font-size: var(--fs-xxl);
    color: var(--c-heading);
  }
  p {
    margin: 0;
  }
`;

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
    <Page>
      <Head>
        <h1>{t(`charts.${library}.title`)}</h1>
        <p>{t(`charts.${library}.intro`)}</p>
      </Head>
      <ChartGrid>{children}</ChartGrid>
    </Page>
  );
}
