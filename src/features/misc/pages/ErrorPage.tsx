import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Logo } from '@/ui/logo/Logo';

const Screen = styled.main`
  min-block-size: 100dvh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
  padding: var(--space-5);
  text-align: center;
`;

const Brand = styled(Link)`
  position: absolute;
  inset-block-start: var(--space-5);
  inset-inline-start: var(--space-5);
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  font-size: var(--fs-xl);
  font-weight: var(--fw-bold);
  color: var(--c-heading);
  text-decoration: none;
`;

const Code = styled.p`
  margin: 0;
  font-size: clamp(4rem, 18vw, 7.5rem);
  font-weight: var(--fw-bold);
  line-height: 1;
  color: var(--c-primary-text);
  letter-spacing: -0.04em;
`;

const Home = styled(Link)`
  display: inline-flex;
  margin-block-start: var(--space-3);
  padding: 0.5rem 1.25rem;
  border-radius: var(--radius-md);
  background: var(--c-primary);
  color: var(--c-primary-contrast);
  font-weight: var(--fw-medium);
  text-decoration: none;
  &:hover {
    filter: brightness(0.94);
  }
`;

/** `/misc/error` and every unknown path. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <Screen>
      <Brand to="/">
        <Logo size={34} />
        {t('app.name')}
      </Brand>
      <Code aria-hidden>404</Code>
      <h1>{t('error.title')} ⚠️</h1>
      <p>{t('error.body')}</p>
      <Home to="/">{t('error.home')}</Home>
    </Screen>
  );
}
