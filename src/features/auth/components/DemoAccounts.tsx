import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';

export const demoAccounts = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
] as const;

const Box = styled.section`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-md);
  background: var(--c-primary-tint);
  color: var(--c-primary-text);
  font-size: var(--fs-sm);
  h2 {
    margin: 0;
    font-size: var(--fs-sm);
    font-weight: var(--fw-medium);
  }
  ul {
    display: grid;
    gap: var(--space-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-2);
  }
`;

/** The two demo accounts, each with a button that fills the form. */
export function DemoAccounts({ onUse }: { onUse: (account: (typeof demoAccounts)[number]) => void }) {
  const { t } = useTranslation('auth');
  return (
    <Box aria-labelledby="demo-accounts">
      <h2 id="demo-accounts">{t('auth.demo.title')}</h2>
      <ul>
        {demoAccounts.map((account) => (
          <li key={account.role}>
            <span>
              {t(`auth.demo.${account.role}`)}: <strong>{account.email}</strong> / <strong>{account.password}</strong>
            </span>
            <Button
              size="sm"
              variant="tint"
              aria-label={t('auth.demo.use', { role: t(`auth.demo.${account.role}`) })}
              onClick={() => onUse(account)}
            >
              {t('auth.demo.fill')}
            </Button>
          </li>
        ))}
      </ul>
    </Box>
  );
}
