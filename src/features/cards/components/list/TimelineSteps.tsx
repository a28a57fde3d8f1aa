import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardDashboard } from '@/lib/api/schemas/cards';
import { useFormat } from '@/lib/format';
import { Avatar } from '@/ui/avatar/Avatar';
import { AvatarGroup } from '@/ui/avatar/AvatarGroup';
import type { Tone } from '@/ui/theme';
import { Grow, Rows } from './styles';
import { publicUrl } from '@/lib/publicUrl';

/** The person a timeline step names, under its text. */
const PersonRow = styled(Rows)`
  margin-block-start: var(--space-2);
`;

const Steps = styled.ol`
  position: relative;
  display: grid;
  gap: var(--space-5);
  margin: 0;
  padding: 0 0 0 0;
  list-style: none;
  > li {
    position: relative;
    padding-inline-start: var(--space-6);
  }
  > li::before {
    content: '';
    position: absolute;
    inset-block: 1.25rem calc(-1 * var(--space-5));
    inset-inline-start: 0.4rem;
    border-inline-start: 1px solid var(--c-border);
  }
  > li:last-child::before {
    display: none;
  }
  h3 {
    margin: 0;
    font-size: var(--fs-md);
    font-weight: var(--fw-medium);
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

const Point = styled.span<{ $tone: Tone }>`
  position: absolute;
  inset-inline-start: 0;
  inset-block-start: 0.3rem;
  inline-size: 0.875rem;
  block-size: 0.875rem;
  border-radius: 50%;
  background: var(--c-${(p) => p.$tone});
  box-shadow: 0 0 0 4px var(--c-${(p) => p.$tone}-tint);
`;

const StepHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-2);
`;

const Attachment = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  margin-block-start: var(--space-2);
  color: var(--c-heading);
  img {
    inline-size: 1.25rem;
  }
`;

/** The timeline's steps, for a card of your own. */
export function TimelineSteps({ items }: { items: CardDashboard<'timeline'> }) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  return (
    <Steps>
      {items.map((item) => (
        <li key={`${item.at}-${item.title}`}>
          <Point $tone={item.tone} aria-hidden />
          <StepHead>
            <h3>{item.title}</h3>
            <time dateTime={item.at}>{format.date(item.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </StepHead>
          <p>{item.content}</p>
          {item.file && (
            <Attachment href={publicUrl(item.file.href)} download>
              <img src={publicUrl(item.file.icon)} alt="" />
              {item.file.name}
            </Attachment>
          )}
          {item.person && (
            <PersonRow>
              <li>
                <Avatar name={item.person.name} src={publicUrl(item.person.avatar)} size="sm" />
                <Grow>
                  <p>{item.person.name}</p>
                  <p>{item.person.role}</p>
                </Grow>
              </li>
            </PersonRow>
          )}
          {item.people && (
            <AvatarGroup
              people={item.people.map((p) => ({ name: p.name, src: publicUrl(p.avatar) }))}
              size="sm"
              label={t('cards.timeline.people')}
            />
          )}
        </li>
      ))}
    </Steps>
  );
}
