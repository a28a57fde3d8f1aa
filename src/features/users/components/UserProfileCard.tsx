import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ManagedUser } from '@/lib/api/schemas/users';
import { Avatar } from '@/ui/avatar/Avatar';
import { Card, CardBody } from '@/ui/card/Card';
import { RoleLabel } from './RoleLabel';
import { StatusBadge } from './StatusBadge';
import { DetailList } from './DetailList';
import { billingKey } from './UsersTable';
import { publicUrl } from '@/lib/publicUrl';

const Head = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--space-2);
  text-align: center;
  h2 {
    margin: var(--space-2) 0 0;
    font-size: var(--fs-lg);
    color: var(--c-heading);
  }
`;

const Details = styled(DetailList)`
  margin-block-start: var(--space-5);
  padding-block-start: var(--space-4);
  border-block-start: 1px solid var(--c-border);
`;

/** Who the user is: avatar, name, role, and their account's details. */
export function UserProfileCard({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('users');
  const rows: [string, ReactNode][] = [
    [t('users.field.username'), `@${user.username}`],
    [t('users.field.email'), user.email],
    [t('users.column.status'), <StatusBadge key="status" status={user.status} />],
    [t('users.field.contact'), <bdi key="contact">{user.contact || '—'}</bdi>],
    [t('users.field.company'), user.company],
    [t('users.field.country'), user.country],
    [t('users.column.billing'), t(`users.billing.${billingKey(user.billing)}`)],
  ];
  return (
    <Card>
      <CardBody>
        <Head>
          <Avatar name={user.fullName} src={publicUrl(user.avatar)} size="xl" shape="rounded" />
          <h2>{user.fullName}</h2>
          <RoleLabel role={user.role} />
        </Head>
        <Details rows={rows} />
      </CardBody>
    </Card>
  );
}
