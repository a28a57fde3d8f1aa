import { Link } from 'react-router';
import { Nav } from '@/ui/nav/Nav';

/** `variant="pills"`: the current page filled in the primary colour. */
export default function PillsNav() {
  return (
    <Nav
      label="User management"
      variant="pills"
      linkAs={Link}
      items={[
        { href: '/apps/user/list', label: 'Users', active: true },
        { href: '/apps/roles', label: 'Roles' },
        { href: '/apps/permissions', label: 'Permissions' },
      ]}
    />
  );
}
