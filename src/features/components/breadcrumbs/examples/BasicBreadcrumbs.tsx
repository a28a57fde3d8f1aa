import { Link } from 'react-router';
import { Breadcrumbs } from '@/ui/breadcrumbs/Breadcrumbs';

/**
 * Where the page sits, from the top: each level a link through the router (`linkAs={Link}`), the last
 * one the current page (`aria-current="page"`, not a link).
 */
export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs
      linkAs={Link}
      label="Breadcrumb"
      items={[
        { label: 'Home', href: '/dashboard/analytics' },
        { label: 'Users', href: '/apps/user/list' },
        { label: 'Amelia Hart' },
      ]}
    />
  );
}
