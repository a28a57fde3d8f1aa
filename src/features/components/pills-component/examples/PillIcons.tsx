import { Activity, LayoutDashboard, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Nav } from '@/ui/nav/Nav';

/** Pills that are links, each with an icon before its name (`aria-hidden`: the name says it). */
export default function PillIcons() {
  return (
    <Nav
      label="Workspace"
      variant="pills"
      linkAs={Link}
      items={[
        { href: '/dashboard/analytics', label: 'Dashboard', icon: <LayoutDashboard aria-hidden />, active: true },
        { href: '/charts/apex', label: 'Charts', icon: <Activity aria-hidden /> },
        { href: '/apps/ecommerce/shop', label: 'Shop', icon: <ShoppingCart aria-hidden /> },
      ]}
    />
  );
}
