import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '@/lib/format';
import { relativeTime } from '@/lib/relativeTime';
import type { UserOverview } from '@/lib/api/schemas/users';
import { PageStack } from '@/ui/page-header/PageHeader';
import { Card } from '@/ui/card/Card';
import { Progress } from '@/ui/progress/Progress';
import { TableCard } from './TableCard';

const Timeline = styled.ol`
  display: grid;
  gap: var(--space-5);
  margin: 0;
  padding: var(--space-5);
  list-style: none;
  li {
    position: relative;
    padding-inline-start: var(--space-6);
  }
  li::before {
    content: '';
    position: absolute;
    inset-inline-start: 0;
    inset-block-start: 0.35rem;
    inline-size: 0.75rem;
    block-size: 0.75rem;
    border-radius: 50%;
    background: var(--c-primary);
    box-shadow: 0 0 0 4px var(--c-primary-tint);
  }
  h4 {
    margin: 0;
    font-size: var(--fs-md);
    color: var(--c-heading);
  }
  p {
    margin: var(--space-1) 0 0;
  }
  time {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
`;

const ProgressCell = styled.td`
  min-inline-size: 9rem;
`;

/** The account tab: the user's projects with their progress, and what they did lately. */
export function UserAccountTab({ overview, now }: { overview: UserOverview; now: number }) {
  const { t, i18n } = useTranslation('users');
  const { percent } = useFormat();
  return (
    <PageStack>
      <TableCard
        title={t('users.view.projects')}
        columns={[t('users.view.project'), t('users.view.tasks'), t('users.view.progress')]}
      >
        {overview.projects.map((project) => {
          const share = project.totalTasks ? project.doneTasks / project.totalTasks : 0;
          return (
            <tr key={project.name}>
              <td>
                <strong>{project.name}</strong>
                <br />
                <small>{project.technology}</small>
              </td>
              <td>{t('users.view.tasksDone', { done: project.doneTasks, total: project.totalTasks })}</td>
              <ProgressCell>
                <Progress
                  label={t('users.view.progressOf', { name: project.name, value: percent(share * 100, 0) })}
                  hideLabel
                  value={Math.round(share * 100)}
                  tone={share < 0.4 ? 'warning' : share < 0.8 ? 'primary' : 'success'}
                />
              </ProgressCell>
            </tr>
          );
        })}
      </TableCard>
      <Card title={t('users.view.activity')} titleAs="h3">
        <Timeline>
          {overview.activity.map((item) => (
            <li key={item.time}>
              <h4>{item.title}</h4>
              <p>{item.description}</p>
              <time dateTime={item.time}>{relativeTime(item.time, now, i18n.language)}</time>
            </li>
          ))}
        </Timeline>
      </Card>
    </PageStack>
  );
}
