import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProfileData } from '@/lib/api/schemas/profile';
import { AvatarGroup } from '@/ui/avatar/AvatarGroup';
import { Card, CardBody } from '@/ui/card/Card';
import { Progress } from '@/ui/progress/Progress';

const Poll = styled.ul`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: var(--space-2);
  }
`;

/** The poll: each option's share of the votes, and who voted for it. */
export function PollCard({ polls }: { polls: ProfileData['polls'] }) {
  const { t } = useTranslation('profile');
  return (
    <Card title={t('profile.poll')}>
      <CardBody>
        <Poll>
          {polls.map((option) => (
            <li key={option.name}>
              <Progress value={Number.parseFloat(option.result) || 0} label={option.name} showValue />
              <AvatarGroup
                label={t('profile.votedBy', { name: option.name })}
                size="xs"
                max={option.votedUser.length}
                people={option.votedUser.map((user) => ({ name: user.username, src: user.img }))}
              />
            </li>
          ))}
        </Poll>
      </CardBody>
    </Card>
  );
}
