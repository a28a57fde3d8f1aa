import { Blocks, GitBranch, Mail, MessageSquare, Search, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast/toast';
import styled from 'styled-components';
import { connectedApps, type UserOverview } from '@/lib/api/schemas/users';
import { Card, CardBody } from '@/ui/card/Card';
import { IconBadge } from '@/ui/icon-badge/IconBadge';
import { Switch } from '@/ui/switch/Switch';
import { useSaveUserPreferences } from '../api/userOverview';

const icons: Record<(typeof connectedApps)[number], LucideIcon> = {
  google: Search,
  slack: MessageSquare,
  github: GitBranch,
  mailchimp: Mail,
  asana: Blocks,
};

const List = styled.ul`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: var(--space-3);
  }
  li > div {
    flex: 1;
    min-inline-size: 0;
  }
  p {
    margin: 0;
    color: var(--c-muted);
    font-size: var(--fs-sm);
  }
`;

/** The connections tab: apps linked to the account; each switch saves at once. */
export function UserConnectionsTab({
  userId,
  connections,
}: {
  userId: number;
  connections: UserOverview['connections'];
}) {
  const { t } = useTranslation('users');
  const save = useSaveUserPreferences(userId);
  const pending = save.isPending ? save.variables.connections : undefined;
  return (
    <Card title={t('users.view.connections')} subtitle={t('users.view.connectionsText')} titleAs="h3">
      <CardBody>
        <List>
          {connectedApps.map((app) => {
            const Icon = icons[app];
            return (
              <li key={app}>
                <IconBadge $tone="secondary" $square aria-hidden>
                  <Icon />
                </IconBadge>
                <div>
                  <strong>{t(`users.view.app.${app}`)}</strong>
                  <p>{t(`users.view.appText.${app}`)}</p>
                </div>
                <Switch
                  label={
                    <span className="visually-hidden">
                      {t('users.view.connect', { app: t(`users.view.app.${app}`) })}
                    </span>
                  }
                  checked={(pending ?? connections)[app]}
                  disabled={save.isPending}
                  onCheckedChange={(on) =>
                    save.mutate(
                      { connections: { ...connections, [app]: on } },
                      {
                        onError: (error) => toast.error(t('users.view.saveFailed', { message: error.message })),
                      },
                    )
                  }
                />
              </li>
            );
          })}
        </List>
      </CardBody>
    </Card>
  );
}
