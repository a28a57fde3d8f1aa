import { Link } from 'react-router';
import { Nav, type NavItem } from '@/ui/nav/Nav';

const shop: NavItem[] = [
  { href: '/apps/ecommerce/shop', label: 'Shop', active: true },
  { href: '/apps/ecommerce/wishlist', label: 'Wishlist' },
  { href: '/apps/ecommerce/checkout', label: 'Checkout and delivery' },
];

/**
 * `fill`: the links share the whole width, each as wide as its words need; `justified`: in equal parts,
 * whatever their words.
 */
export default function FillJustifiedNav() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-5)' }}>
      <Nav label="Shop, filled" items={shop} linkAs={Link} variant="pills" fill />
      <Nav label="Shop, justified" items={shop} linkAs={Link} variant="pills" justified />
    </div>
  );
}
