import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '@/lib/format';
import type { ManagedUser } from '@/lib/api/schemas/users';
import { Badge } from '@/ui/badge/Badge';
import { Card, CardBody } from '@/ui/card/Card';
import { planFeatures } from '../plans';

const Features = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: var(--space-4) 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: var(--space-2);
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
    color: var(--c-success-text);
  }
`;

/** The user's plan and what it includes. */
export function UserPlanCard({ plan }: { plan: ManagedUser['currentPlan'] }) {
  const { t } = useTranslation('users');
  const { number } = useFormat();
  const { seats, storageGb, support } = planFeatures[plan];
  return (
    <Card title={t('users.view.planTitle')} actions={<Badge tone="primary">{t(`users.plan.${plan}`)}</Badge>}>
      <CardBody>
        <Features aria-label={t('users.view.planIncludes')}>
          <li>
            <Check aria-hidden />
            {t('users.view.seats', { count: seats, formatted: number(seats) })}
          </li>
          <li>
            <Check aria-hidden />
            {t('users.view.storage', { size: number(storageGb) })}
          </li>
          <li>
            <Check aria-hidden />
            {t(`users.view.support.${support}`)}
          </li>
        </Features>
      </CardBody>
    </Card>
  );
}
