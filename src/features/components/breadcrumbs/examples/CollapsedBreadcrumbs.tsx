import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs, type Crumb } from '@/ui/breadcrumbs/Breadcrumbs';

const trail: Crumb[] = [
  { label: 'Home', href: '/' },
  { label: 'Pages', href: '/pages/profile' },
  { label: 'Account settings', href: '/pages/account-settings/general' },
  { label: 'Notifications', href: '/pages/account-settings/notifications' },
  { label: 'Email', href: '/pages/account-settings/notifications' },
  { label: 'Weekly digest' },
];

/**
 * A deep trail keeps its first and last two levels; a button in place of the rest shows them all.
 * Useful on a phone, where six levels would take several lines.
 */
export default function CollapsedBreadcrumbs() {
  const [expanded, setExpanded] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // The button goes once pressed: the focus moves to the first level it revealed.
  useEffect(() => {
    if (expanded) box.current?.querySelectorAll('a')[1]?.focus();
  }, [expanded]);
  const hidden = trail.length - 3;
  const more: Crumb = {
    label: (
      <button
        type="button"
        aria-label={`Show ${hidden} more levels`}
        onClick={() => setExpanded(true)}
        style={{
          border: 0,
          padding: '0 0.25rem',
          background: 'none',
          color: 'inherit',
          font: 'inherit',
          cursor: 'pointer',
        }}
      >
        …
      </button>
    ),
  };
  const items = expanded ? trail : [trail[0]!, more, ...trail.slice(-2)];
  return (
    <div ref={box}>
      <Breadcrumbs linkAs={Link} label="Collapsed breadcrumb" items={items} />
    </div>
  );
}
