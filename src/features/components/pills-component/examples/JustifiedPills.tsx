import { Link } from 'react-router';
import { Nav } from '@/ui/nav/Nav';

/** `justified`: the pills share the whole width in equal parts, whatever the length of their names. */
export default function JustifiedPills() {
  return (
    <Nav
      label="Reports"
      variant="pills"
      justified
      linkAs={Link}
      items={[
        { href: '/datatables/basic', label: 'Basic' },
        { href: '/datatables/advance', label: 'Advanced filters', active: true },
        { href: '/tables/reactstrap', label: 'Plain' },
      ]}
    />
  );
}
