import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { useAuth } from '@/lib/auth/AuthProvider';
import { useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';
import { FetchedDashboardBody } from '../FetchedDashboardBody';

const Banner = styled(Card)`
  background: linear-gradient(118deg, var(--c-primary), color-mix(in srgb, var(--c-primary) 70%, white));
  color: var(--c-primary-contrast);
  text-align: center;
  h2,
  p {
    color: inherit;
  }
`;

const BannerBody = styled(CardBody)`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  > h2 {
    margin: 0;
    font-size: var(--fs-xxl);
  }
  p {
    margin: 0;
    max-inline-size: 30rem;
  }
  > a {
    color: inherit;
    font-weight: var(--fw-medium);
  }
`;

/** The analytics greeting's frame: the name and the profile link, which wait for no data. */
function GreetingFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('cards');
  const { user } = useAuth();
  return (
    <Banner>
      <BannerBody>
        <h2>{t('cards.greeting.title', { name: user?.fullName ?? '' })}</h2>
        {children}
        <Link to="/pages/profile">{t('cards.greeting.profile')}</Link>
      </BannerBody>
    </Banner>
  );
}

function GreetingText({ growth, badges }: CardDashboard<'greeting'>) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  return <p>{t('cards.greeting.text', { growth: format.percent(growth), count: badges })}</p>;
}

/** The analytics greeting: today's sales growth and the badges earned, with a link to the profile. */
export function GreetingCard(data: CardDashboard<'greeting'>) {
  return (
    <GreetingFrame>
      <GreetingText {...data} />
    </GreetingFrame>
  );
}

/** The greeting with its figures fetched: the sentence waits as a skeleton of its size. */
export function Greeting() {
  return (
    <GreetingFrame>
      <FetchedDashboardBody name="greeting" title="cards.greeting.loading">
        {(data) => <GreetingText {...data} />}
      </FetchedDashboardBody>
    </GreetingFrame>
  );
}
