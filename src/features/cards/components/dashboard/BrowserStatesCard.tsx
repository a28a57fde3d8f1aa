import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { Card, CardBody } from '@/ui/card/Card';
import { fetchingDashboardCard } from '../fetchingDashboardCard';
import { BrowserShare } from './BrowserShare';

const Browsers = styled.ul`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto 2.5rem;
    align-items: center;
    gap: var(--space-3);
  }
  strong {
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
`;

const browserTones = ['primary', 'warning', 'secondary', 'info', 'danger'] as const;

/** Each browser's share of visits, with a small ring. */
export function BrowserStatesCard({ states }: { states: CardDashboard<'browser-states'> }) {
  const { t } = useTranslation('cards');
  return (
    <Card title={t('cards.browsers.title')} subtitle={t('cards.browsers.subtitle')}>
      <CardBody>
        <Browsers>
          {states.map((state, i) => (
            <BrowserShare
              key={state.name}
              name={state.name}
              share={state.share}
              tone={browserTones[i % browserTones.length] ?? 'primary'}
            />
          ))}
        </Browsers>
      </CardBody>
    </Card>
  );
}

/** The browser states, fetched. */
export const BrowserStates = fetchingDashboardCard({
  name: 'browser-states',
  title: 'cards.browsers.title',
  render: (data) => <BrowserStatesCard states={data} />,
});
