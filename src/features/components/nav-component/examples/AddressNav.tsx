import { Link, useSearchParams, type LinkProps } from 'react-router';
import { Nav } from '@/ui/nav/Nav';

const views = [
  { id: 'board', label: 'Board' },
  { id: 'list', label: 'List' },
  { id: 'calendar', label: 'Calendar' },
];

/** The router's Link that keeps the window where it is: only the view changes. */
function StayInPlace(props: LinkProps) {
  return <Link {...props} preventScrollReset />;
}

/**
 * The current view in the address (`?view=list`): following a link moves the mark, and a reload, a
 * shared link or Back keeps it. The line under the links says what is shown, politely, to screen readers.
 */
export default function AddressNav() {
  const [params] = useSearchParams();
  const current = views.find((view) => view.id === params.get('view')) ?? views[0]!;
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <Nav
        label="Task views"
        variant="pills"
        linkAs={StayInPlace}
        items={views.map((view) => ({ href: `?view=${view.id}`, label: view.label, active: view === current }))}
      />
      <p role="status" style={{ margin: 0 }}>
        Tasks shown as a {current.label.toLowerCase()}.
      </p>
    </div>
  );
}
