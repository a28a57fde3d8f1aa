import { Link } from 'react-router';
import styled from 'styled-components';
import { Badge } from '@/ui/badge/Badge';

/** The link takes the badge's look; hover and keyboard focus show on the pill itself. */
const TagLink = styled(Link)`
  display: inline-flex;
  border-radius: var(--radius-pill);
  text-decoration: none;
  &:hover > span {
    filter: brightness(0.94);
    text-decoration: underline;
  }
`;

const tags = [
  { label: 'Admins', role: 'admin', tone: 'danger' },
  { label: 'Editors', role: 'editor', tone: 'info' },
  { label: 'Authors', role: 'author', tone: 'warning' },
  { label: 'Maintainers', role: 'maintainer', tone: 'success' },
] as const;

/** Pills that are links: each opens the users list filtered by a role. */
export default function PillLinks() {
  return (
    <nav aria-label="Users by role" style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      {tags.map(({ label, role, tone }) => (
        <TagLink key={role} to={`/apps/user/list?role=${role}`}>
          <Badge tone={tone} pill>
            {label}
          </Badge>
        </TagLink>
      ))}
    </nav>
  );
}
