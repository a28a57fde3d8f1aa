import styled from 'styled-components';
import { Avatar, type AvatarProps, type AvatarSize } from './Avatar';

export type AvatarGroupProps = {
  people: Pick<AvatarProps, 'name' | 'src' | 'tone'>[];
  size?: AvatarSize;
  /** How many to show before a "+N" counter. */
  max?: number;
  /** Names the group for screen readers, e.g. "Team members". */
  label?: string;
};

const List = styled.ul`
  display: flex;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-inline-start: -0.625rem;
  }
  li > span {
    box-shadow: 0 0 0 2px var(--c-card);
    border-radius: 50%;
    transition: transform var(--transition);
  }
  li:hover > span {
    transform: translateY(-4px);
    position: relative;
    z-index: 1;
  }
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border-radius: 50%;
  font-size: var(--fs-sm);
  font-weight: var(--fw-medium);
  background: var(--c-secondary-tint);
  color: var(--c-secondary-text);
`;

export function AvatarGroup({ people, size = 'md', max = 4, label = 'People' }: AvatarGroupProps) {
  const shown = people.slice(0, max);
  const hidden = people.length - shown.length;
  return (
    <List aria-label={label}>
      {shown.map((person, index) => (
        <li key={`${person.name}-${index}`} title={person.name}>
          <Avatar {...person} size={size} />
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <More aria-label={`and ${hidden} more`} dir="ltr">
            +{hidden}
          </More>
        </li>
      )}
    </List>
  );
}
