import { Link } from 'react-router';
import { Nav } from '@/ui/nav/Nav';

/**
 * `variant="tabs"`: links between the pages of a section, the page shown underlined and marked
 * `aria-current="page"`. `linkAs={Link}` routes them; a `disabled` one has no address and Tab skips it.
 */
export default function TabsNav() {
  return (
    <Nav
      label="Account settings"
      linkAs={Link}
      items={[
        { href: '/pages/account-settings/general', label: 'General', active: true },
        { href: '/pages/account-settings/social', label: 'Social' },
        { href: '/pages/account-settings/notifications', label: 'Notifications' },
        { href: '/pages/account-settings/billing', label: 'Billing (soon)', disabled: true },
      ]}
    />
  );
}
