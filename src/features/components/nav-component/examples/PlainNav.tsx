import { Link } from 'react-router';
import { Nav } from '@/ui/nav/Nav';

/** `variant="plain"`: links only, the current one coloured and underlined, so not by colour alone. */
export default function PlainNav() {
  return (
    <Nav
      label="Help"
      variant="plain"
      linkAs={Link}
      items={[
        { href: '/pages/faq', label: 'FAQ', active: true },
        { href: '/pages/knowledge-base', label: 'Knowledge base' },
        { href: '/pages/pricing', label: 'Pricing' },
        { href: '/pages/license', label: 'License' },
      ]}
    />
  );
}
