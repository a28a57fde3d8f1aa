import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { userPlans, userRoles, userStatuses } from '@/lib/api/schemas/users';
import { Field } from '@/ui/field/Field';
import { Select } from '@/ui/select/Select';
import type { UsersListState } from '../listParams';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: var(--space-4);
  padding: var(--space-4) var(--space-5) var(--space-5);
`;

/** Radix Select keeps no empty value, so "all" stands for no filter. */
const ALL = 'all';

type Props = {
  state: Pick<UsersListState, 'role' | 'status' | 'currentPlan'>;
  onChange: (patch: Partial<UsersListState>) => void;
};

/** Role, plan and status filters; they combine. */
export function UserFilters({ state, onChange }: Props) {
  const { t } = useTranslation('users');
  const options = (all: string, values: readonly string[], key: string) => [
    { value: ALL, label: all },
    ...values.map((value) => ({ value, label: t(`users.${key}.${value}`) })),
  ];
  const pick = <T extends string>(value: string) => (value === ALL ? undefined : (value as T));
  return (
    <Grid>
      <Field label={t('users.filter.role')}>
        <Select
          options={options(t('users.filter.allRoles'), userRoles, 'role')}
          value={state.role ?? ALL}
          onValueChange={(value) => onChange({ role: pick(value) })}
        />
      </Field>
      <Field label={t('users.filter.plan')}>
        <Select
          options={options(t('users.filter.allPlans'), userPlans, 'plan')}
          value={state.currentPlan ?? ALL}
          onValueChange={(value) => onChange({ currentPlan: pick(value) })}
        />
      </Field>
      <Field label={t('users.filter.status')}>
        <Select
          options={options(t('users.filter.allStatuses'), userStatuses, 'status')}
          value={state.status ?? ALL}
          onValueChange={(value) => onChange({ status: pick(value) })}
        />
      </Field>
    </Grid>
  );
}
