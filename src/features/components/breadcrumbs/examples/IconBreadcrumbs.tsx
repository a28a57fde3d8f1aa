import { FileText, FolderOpen, House } from 'lucide-react';
import { Link } from 'react-router';
import { Breadcrumbs } from '@/ui/breadcrumbs/Breadcrumbs';

const iconStyle = { marginInlineEnd: '0.25rem', verticalAlign: '-0.125rem' };

/** A label can be any content: an icon before the words (hidden from screen readers, the words say it). */
export default function IconBreadcrumbs() {
  return (
    <Breadcrumbs
      linkAs={Link}
      label="Breadcrumb with icons"
      items={[
        {
          label: (
            <>
              <House aria-hidden style={iconStyle} />
              Home
            </>
          ),
          href: '/',
        },
        {
          label: (
            <>
              <FolderOpen aria-hidden style={iconStyle} />
              Invoices
            </>
          ),
          href: '/apps/invoice/list',
        },
        {
          label: (
            <>
              <FileText aria-hidden style={iconStyle} />
              Invoice #4987
            </>
          ),
        },
      ]}
    />
  );
}
