import { Link } from 'react-router';
import { Badge } from '@/ui/badge/Badge';
import { Nav } from '@/ui/nav/Nav';

const statuses = [
  { status: 'all', label: 'All', count: 42 },
  { status: 'paid', label: 'Paid', count: 30 },
  { status: 'unpaid', label: 'Unpaid', count: 9 },
  { status: 'overdue', label: 'Overdue', count: 3 },
];

/** A count after each name (`badge`), read with it: "Unpaid 9". */
export default function PillBadges() {
  return (
    <Nav
      label="Invoices by status"
      variant="pills"
      linkAs={Link}
      items={statuses.map(({ status, label, count }) => ({
        href: `/apps/invoice/list?status=${status}`,
        label,
        badge: (
          <Badge pill tone={status === 'overdue' ? 'danger' : 'primary'}>
            {count}
          </Badge>
        ),
        active: status === 'all',
      }))}
    />
  );
}
