import { Link } from 'react-router';
import { Breadcrumbs } from '@/ui/breadcrumbs/Breadcrumbs';

/**
 * In a narrow column (here 16rem, as on a phone) long crumbs wrap onto the next line, each with its
 * separator, instead of overflowing the page.
 */
export default function WrappingBreadcrumbs() {
  return (
    <div style={{ maxInlineSize: '16rem', padding: '0.75rem', border: '1px dashed var(--c-border)' }}>
      <Breadcrumbs
        linkAs={Link}
        label="Breadcrumb in a narrow column"
        items={[
          { label: 'Dashboards', href: '/dashboard/analytics' },
          { label: 'eCommerce', href: '/apps/ecommerce/shop' },
          { label: 'Shop', href: '/apps/ecommerce/shop' },
          { label: 'Wireless noise-cancelling headphones' },
        ]}
      />
    </div>
  );
}
