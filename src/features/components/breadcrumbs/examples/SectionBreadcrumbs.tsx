import { Link } from 'react-router';
import { Breadcrumbs } from '@/ui/breadcrumbs/Breadcrumbs';

/**
 * A level with no page of its own (a menu group such as "Apps") has no `href`: it shows as text,
 * so no crumb leads nowhere.
 */
export default function SectionBreadcrumbs() {
  return (
    <Breadcrumbs
      linkAs={Link}
      label="Breadcrumb with a section"
      items={[{ label: 'Home', href: '/' }, { label: 'Apps' }, { label: 'Calendar' }]}
    />
  );
}
