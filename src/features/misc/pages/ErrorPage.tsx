import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAuth } from '@/lib/auth/AuthProvider';
import { homeFor } from '@/lib/auth/session';
import { MiscScreen, PrimaryLink } from '../components/MiscScreen';

const Code = styled.p`
  margin: 0;
  font-size: clamp(4rem, 18vw, 7.5rem);
  font-weight: var(--fw-bold);
  line-height: 1;
  color: var(--c-primary-text);
  letter-spacing: -0.04em;
`;

/** `/misc/error` and every unknown path. */
export function ErrorPage() {
  const { t } = useTranslation('misc');
  const { user } = useAuth();
  return (
    <MiscScreen title={t('error.title')} before={<Code aria-hidden>404</Code>}>
      <p>{t('error.body')}</p>
      <PrimaryLink to={user ? homeFor(user) : '/login'}>{t('error.home')}</PrimaryLink>
    </MiscScreen>
  );
}
