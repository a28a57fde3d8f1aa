import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '@/lib/format';
import type { Employee } from '@/lib/api/schemas/datatables';
import { EmployeeStatus } from './EmployeeStatus';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: var(--space-3) var(--space-5);
  margin: 0;
  dt {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
  dd {
    margin: 0;
    color: var(--c-heading);
    overflow-wrap: anywhere;
  }
`;

/** The seed writes experience as "5 Years": its number, said in the reader's language. */
const years = (experience: string) => Number(/^(\d+) years?$/i.exec(experience)?.[1] ?? NaN);

/** Every field of an employee, under its row when the row is opened. */
export function EmployeeDetails({ employee }: { employee: Employee }) {
  const { t } = useTranslation('datatables');
  const { money, date, number } = useFormat();
  const experience = years(employee.experience);
  const fields: [string, ReactNode][] = [
    ['id', number(employee.id)],
    ['name', employee.full_name],
    ['post', employee.post],
    ['email', employee.email],
    ['city', employee.city],
    ['startDate', date(employee.start_date, { dateStyle: 'long' })],
    ['salary', money(employee.salary)],
    ['age', number(employee.age)],
    ['experience', Number.isNaN(experience) ? employee.experience : t('datatables.years', { count: experience })],
    ['status', <EmployeeStatus key="status" status={employee.status} />],
  ];
  return (
    <List>
      {fields.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`datatables.column.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
