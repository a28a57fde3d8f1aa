import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { primaryLinkCss } from '@/ui/button/primaryLinkCss';
import { Card, CardBody } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';

const BackLink = styled(Link)`
  ${primaryLinkCss}
`;

/** No user has this id (never had, or was deleted): said inside the layout, with the way back. */
export function UserNotFound() {
  const { t } = useTranslation('users');
  return (
    <PageStack>
      <PageHeader title={t('users.view.title')} />
      <Card>
        <CardBody>
          <EmptyState
            titleAs="h2"
            icon={<UserX />}
            title={t('users.view.notFoundTitle')}
            description={t('users.view.notFoundText')}
            action={<BackLink to="/apps/user/list">{t('users.view.backToList')}</BackLink>}
          />
        </CardBody>
      </Card>
    </PageStack>
  );
}
