import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { AvatarGroup } from '@/ui/avatar/AvatarGroup';
import { Badge } from '@/ui/badge/Badge';
import { Card, CardBody } from '@/ui/card/Card';
import { fetchingDashboardCard } from '../fetchingDashboardCard';
import { Plain } from './styles';
import { publicUrl } from '@/lib/publicUrl';

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin-block-end: var(--space-3);
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-3);
  margin: var(--space-4) 0 0;
  padding: var(--space-3);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  text-align: center;
  dt {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
  dd {
    margin: 0;
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
`;

/** A project: what it is, who works on it, when it is due and what it costs against its budget. */
export function AppDesignCard({
  date,
  title,
  description,
  tags,
  members,
  due,
  budget,
  cost,
}: CardDashboard<'app-design'>) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  return (
    <Card title={title} subtitle={format.date(date)}>
      <CardBody>
        <Tags>
          {tags.map((tag) => (
            <Badge key={tag} tone="primary">
              {tag}
            </Badge>
          ))}
        </Tags>
        <Plain>{description}</Plain>
        <Facts>
          <div>
            <dt>{t('cards.project.due')}</dt>
            <dd>{format.date(due, { month: 'short', day: 'numeric' })}</dd>
          </div>
          <div>
            <dt>{t('cards.project.budget')}</dt>
            <dd>{format.compactMoney(budget)}</dd>
          </div>
          <div>
            <dt>{t('cards.project.cost')}</dt>
            <dd>{format.money(cost, { maximumFractionDigits: 0 })}</dd>
          </div>
        </Facts>
      </CardBody>
      <CardBody>
        <AvatarGroup
          people={members.map((m) => ({ name: m.name, src: publicUrl(m.avatar) }))}
          size="sm"
          label={t('cards.project.team')}
        />
      </CardBody>
    </Card>
  );
}

/** The project card, fetched. */
export const AppDesign = fetchingDashboardCard({
  name: 'app-design',
  title: 'cards.project.loading',
  render: (data) => <AppDesignCard {...data} />,
});
