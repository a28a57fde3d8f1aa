import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { relativeTime } from '@/lib/relativeTime';
import type { UserOverview } from '@/lib/api/schemas/users';
import { Badge } from '@/ui/badge/Badge';
import { PageStack } from '@/ui/page-header/PageHeader';
import { Card, CardBody } from '@/ui/card/Card';
import { TableCard } from './TableCard';

const TwoStep = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  p {
    margin: 0;
  }
  svg {
    inline-size: 1.5rem;
    block-size: 1.5rem;
    flex-shrink: 0;
    color: var(--c-muted);
  }
`;

/** The security tab: whether two-step verification is on, and the devices that signed in lately. */
export function UserSecurityTab({ overview, now }: { overview: UserOverview; now: number }) {
  const { t, i18n } = useTranslation('users');
  return (
    <PageStack>
      <Card
        title={t('users.view.twoStep')}
        titleAs="h3"
        actions={
          <Badge tone={overview.twoStep ? 'success' : 'warning'} pill>
            {overview.twoStep ? t('users.view.twoStepOn') : t('users.view.twoStepOff')}
          </Badge>
        }
      >
        <CardBody>
          <TwoStep>
            {overview.twoStep ? <ShieldCheck aria-hidden /> : <ShieldOff aria-hidden />}
            <p>{overview.twoStep ? t('users.view.twoStepOnText') : t('users.view.twoStepOffText')}</p>
          </TwoStep>
        </CardBody>
      </Card>
      <TableCard
        title={t('users.view.devices')}
        columns={[t('users.view.browser'), t('users.view.device'), t('users.view.location'), t('users.view.lastSeen')]}
      >
        {overview.devices.map((device) => (
          <tr key={device.browser}>
            <td>{device.browser}</td>
            <td>{device.device}</td>
            <td>{device.location}</td>
            <td>
              <time dateTime={device.lastSeen}>{relativeTime(device.lastSeen, now, i18n.language)}</time>
            </td>
          </tr>
        ))}
      </TableCard>
    </PageStack>
  );
}
