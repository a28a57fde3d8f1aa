import { Box, Inbox, MailCheck, SquarePen } from 'lucide-react';
import { Link } from 'react-router';
import { Nav } from '@/ui/nav/Nav';

/** `vertical`: one link under the other, here tabs whose line runs down the end side, with icons. */
export default function VerticalNav() {
  return (
    <Nav
      label="Mail folders"
      vertical
      linkAs={Link}
      items={[
        { href: '/apps/email', label: 'Inbox', icon: <Inbox aria-hidden />, active: true },
        { href: '/apps/email/sent', label: 'Sent', icon: <MailCheck aria-hidden /> },
        { href: '/apps/email/draft', label: 'Drafts', icon: <SquarePen aria-hidden /> },
        { href: '/apps/email/archive', label: 'Archive', icon: <Box aria-hidden /> },
      ]}
    />
  );
}
