import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ManagedUser } from '@/lib/api/schemas/users';
import { Card, CardBody } from '@/ui/card/Card';
import { billingKey } from './UsersTable';

const Stack = styled.div`
  display: grid;
  gap: var(--space-6);
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: var(--space-2) var(--space-4);
  margin: 0;
  dt {
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  > div {
    display: contents;
  }
`;

function List({ rows }: { rows: [string, string][] }) {
  return (
    <Details>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </Details>
  );
}

/** The billing tab: how the user pays and where the invoices go. */
export function UserBillingTab({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Card title={t('users.view.paymentMethod')} titleAs="h3">
        <CardBody>
          <List
            rows={[
              [t('users.field.plan'), t(`users.plan.${user.currentPlan}`)],
              [t('users.column.billing'), t(`users.billing.${billingKey(user.billing)}`)],
            ]}
          />
        </CardBody>
      </Card>
      <Card title={t('users.view.billingAddress')} titleAs="h3">
        <CardBody>
          <List
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
    </Stack>
  );
}
