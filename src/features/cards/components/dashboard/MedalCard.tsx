import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { useAuth } from '@/lib/auth/AuthProvider';
import { useFormat } from '@/lib/format';
import { Card, CardBody } from '@/ui/card/Card';
import { Progress } from '@/ui/progress/Progress';
import { FetchedDashboardBody } from '../FetchedDashboardBody';
import { Figure } from '../Figure';

const Hero = styled(Card)`
  position: relative;
  overflow: hidden;
`;

const HeroBody = styled(CardBody)`
  display: grid;
  gap: var(--space-2);
  padding-inline-end: 7.5rem;
  > h2 {
    margin: 0;
    font-size: var(--fs-lg);
    color: var(--c-heading);
  }
  > p {
    margin: 0;
  }
`;

const Medal = styled.svg`
  position: absolute;
  inset-block-start: 0;
  inset-inline-end: var(--space-5);
  inline-size: 5.5rem;
  block-size: auto;
`;

/** A ribboned gold medal, drawn here so it ships with the card. */
function MedalArt() {
  return (
    <Medal viewBox="0 0 80 110" aria-hidden>
      <path d="M22 0h14l10 40H32z" fill="var(--c-primary)" />
      <path d="M44 0h14L48 40H34z" fill="var(--c-danger)" />
      <circle cx="40" cy="72" r="30" fill="#f5b928" />
      <circle cx="40" cy="72" r="22" fill="#ffd54f" stroke="#e0a100" strokeWidth="3" />
      <path d="m40 58 4.1 8.4 9.2 1.3-6.7 6.5 1.6 9.2L40 79l-8.2 4.4 1.6-9.2-6.7-6.5 9.2-1.3z" fill="#f29d00" />
    </Medal>
  );
}

/**
 * The e-commerce greeting's frame: the medal, the signed-in person's name and the line under it, none
 * of which waits for data, so the card's headline is on screen as soon as the dashboard is.
 */
function MedalFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('cards');
  const { user } = useAuth();
  const name = user?.fullName.split(' ')[0] ?? '';
  return (
    <Hero>
      <MedalArt />
      <HeroBody>
        <h2>{t('cards.medal.title', { name })}</h2>
        <p>{t('cards.medal.subtitle')}</p>
        {children}
      </HeroBody>
    </Hero>
  );
}

function MedalFigures({ sales, target }: CardDashboard<'medal'>) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  return (
    <>
      <Figure>{format.compactMoney(sales)}</Figure>
      <Progress
        label={t('cards.medal.target', { target: format.compactMoney(target) })}
        value={Math.min(sales, target)}
        max={target}
        showValue
      />
    </>
  );
}

/** The e-commerce greeting: the signed-in person's medal and the month's sales against the target. */
export function MedalCard(data: CardDashboard<'medal'>) {
  return (
    <MedalFrame>
      <MedalFigures {...data} />
    </MedalFrame>
  );
}

/** The medal card with its figures fetched: they wait as a skeleton of their size under the headline. */
export function MedalGreeting() {
  return (
    <MedalFrame>
      <FetchedDashboardBody name="medal" title="cards.medal.loading">
        {(data) => <MedalFigures {...data} />}
      </FetchedDashboardBody>
    </MedalFrame>
  );
}
