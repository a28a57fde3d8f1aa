import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '@/lib/api/schemas/users';
import { Card, CardBody } from '@/ui/card/Card';
import { PageStack } from '@/ui/page-header/PageHeader';
import { DetailList } from './DetailList';
import { billingKey } from './UsersTable';

/** The billing tab: how the user pays and where the invoices go. */
export function UserBillingTab({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('users');
  return (
    <PageStack>
      <Card title={t('users.view.paymentMethod')} titleAs="h3">
        <CardBody>
          <DetailList
            rows={[
              [t('users.field.plan'), t(`users.plan.${user.currentPlan}`)],
              [t('users.column.billing'), t(`users.billing.${billingKey(user.billing)}`)],
            ]}
          />
        </CardBody>
      </Card>
      <Card title={t('users.view.billingAddress')} titleAs="h3">
        <CardBody>
          <DetailList
            rows={[
              [t('users.view.billedTo'), user.fullName],
              [t('users.field.company'), user.company],
              [t('users.field.email'), user.email],
              [t('users.field.contact'), user.contact],
              [t('users.field.country'), user.country],
            ]}
          />
        </CardBody>
      </Card>
    </PageStack>
  );
}
