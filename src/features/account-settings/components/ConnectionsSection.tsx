import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '@/lib/api/schemas/accountSettings';
import { Avatar } from '@/ui/avatar/Avatar';
import styled from 'styled-components';
import { publicUrl } from '@/lib/publicUrl';

const Connections = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: var(--space-3);
  }
  strong {
    display: block;
    color: var(--c-heading);
    text-transform: capitalize;
  }
  small {
    color: var(--c-muted);
  }
  h3 {
    margin: 0;
  }
`;

/** The accounts connected to this one (read only here). */
export function ConnectionsSection({ data }: { data: AccountSettings }) {
  const { t } = useTranslation('account-settings');
  return (
    <Connections aria-label={t('settings.tabs.connections')}>
      {Object.entries(data.social.connections).map(([service, account]) => (
        <li key={service}>
          <Avatar name={service} src={publicUrl(account.profileImg)} size="md" />
          <span>
            <strong>{service}</strong>
            <small>{t('settings.connectedAs', { id: account.id })}</small>
          </span>
        </li>
      ))}
    </Connections>
  );
}
