import { Link } from 'react-router';
import { ListGroup, ListGroupItem } from '@/ui/list-group/ListGroup';

const pages = [
  { label: 'Alerts', href: '/components/alerts' },
  { label: 'Badges', href: '/components/badges' },
  { label: 'List group', href: '/components/list-group' },
  { label: 'Pagination', href: '/components/pagination' },
];

/**
 * Items as links through the router (`href` with `linkAs={Link}`) in a named navigation: the page shown
 * is `active` (`aria-current="page"`). A `disabled` link has no address and Tab skips it.
 */
export default function LinkListGroup() {
  return (
    <nav aria-label="Components">
      <ListGroup>
        {pages.map(({ label, href }) => (
          <ListGroupItem key={href} href={href} linkAs={Link} active={href === '/components/list-group'}>
            {label}
          </ListGroupItem>
        ))}
        <ListGroupItem href="/components/carousel" disabled>
          Carousel (coming soon)
        </ListGroupItem>
      </ListGroup>
    </nav>
  );
}
