import { Bell, Info, Link2, Share2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { Card, CardBody } from '@/ui/card/Card';
import { Tabs } from '@/ui/tabs/Tabs';
import { useAccountSettings } from '../api';
import { isSettingsTab, settingsTabs } from '../tabs';
import { ConnectionsSection } from '../components/ConnectionsSection';
import { GeneralSection } from '../components/GeneralSection';
import { InfoSection } from '../components/InfoSection';
import { NotificationsSection } from '../components/NotificationsSection';
import { SocialSection } from '../components/SocialSection';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-5);
  h1 {
    margin: 0;
    font-size: var(--fs-xxl);
    color: var(--c-heading);
  }
`;

const icons = { general: UserRound, info: Info, social: Share2, connections: Link2, notifications: Bell };
const sections = {
  general: GeneralSection,
  info: InfoSection,
  social: SocialSection,
  connections: ConnectionsSection,
  notifications: NotificationsSection,
};

/**
 * `/pages/account-settings/:id` (docs/demo-api.md): the account's general details, information, social
 * links, connected accounts and notification choices. The tab is in the path, so each can be linked
 * to; an unknown one opens General.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('account-settings');
  const { id } = useParams();
  const navigate = useNavigate();
  const settings = useAccountSettings();
  if (!isSettingsTab(id)) return <Navigate to="/pages/account-settings/general" replace />;

  return (
    <Page>
      <h1>{t('settings.title')}</h1>
      {settings.isPending ? (
        <LoadingStatus />
      ) : settings.isError ? (
        <LoadError title={t('settings.loadError')} query={settings} />
      ) : (
        <Tabs
          variant="pills"
          label={t('settings.title')}
          value={id}
          onValueChange={(tab) => navigate(`/pages/account-settings/${tab}`)}
          items={settingsTabs.map((tab) => {
            const Icon = icons[tab];
            const Section = sections[tab];
            return {
              value: tab,
              label: t(`settings.tabs.${tab}`),
              icon: <Icon aria-hidden size={18} />,
              content: (
                <Card title={t(`settings.tabs.${tab}`)}>
                  <CardBody>
                    <Section data={settings.data} />
                  </CardBody>
                </Card>
              ),
            };
          })}
        />
      )}
    </Page>
  );
}
