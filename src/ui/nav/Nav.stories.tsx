import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Link2, Lock, User } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { allSkins, Badge, Nav, type NavItem, type NavProps } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const items: NavItem[] = [
  { href: '/pages/account-settings/account', label: 'Account', active: true },
  { href: '/pages/account-settings/security', label: 'Security' },
  { href: '/pages/account-settings/notifications', label: 'Notifications' },
  { href: '/pages/account-settings/billing', label: 'Billing', disabled: true },
];

const withIcons: NavItem[] = [
  { ...items[0]!, icon: <User aria-hidden /> },
  { ...items[1]!, icon: <Lock aria-hidden /> },
  { ...items[2]!, icon: <Bell aria-hidden />, badge: <Badge pill>4</Badge> },
  { ...items[3]!, icon: <Link2 aria-hidden /> },
];

const meta = {
  title: 'UI/Nav',
  component: Nav,
  args: { items, label: 'Account sections' },
  argTypes: { variant: { control: 'inline-radio', options: ['tabs', 'pills', 'plain'] } },
} satisfies Meta<typeof Nav>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A navigation landmark of links: the current one is `aria-current="page"`; Tab goes from link to link
 * (no arrow keys: these are links, not ARIA tabs) and skips the disabled one, which has no address.
 */
export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { variant: 'tabs', vertical: false, fill: false, justified: false },
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Account sections' }));
    const account = nav.getByRole('link', { name: 'Account' });
    await expect(account).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Security' })).not.toHaveAttribute('aria-current');
    const billing = nav.getByRole('link', { name: 'Billing' });
    await expect(billing).toHaveAttribute('aria-disabled', 'true');
    await expect(billing).not.toHaveAttribute('href');
    account.focus();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Security' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(nav.getByRole('link', { name: 'Security' })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Notifications' })).toHaveFocus();
    await userEvent.tab();
    await expect(billing).not.toHaveFocus();
  },
};

export const Pills: Story = { args: { variant: 'pills' } };
export const Plain: Story = { args: { variant: 'plain' } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-5)' }}>
      <Nav {...args} label="Tabs" variant="tabs" />
      <Nav {...args} label="Pills" variant="pills" />
      <Nav {...args} label="Plain" variant="plain" />
    </div>
  ),
};

export const WithIconsAndBadges: Story = { args: { items: withIcons, variant: 'pills' } };

/** One link under the other; the tabs' line runs down the end side. */
export const Vertical: Story = {
  args: { vertical: true, items: withIcons },
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-6)', alignItems: 'start' }}>
      <Nav {...args} label="Tabs" variant="tabs" />
      <Nav {...args} label="Pills" variant="pills" />
    </div>
  ),
};

/** `fill`: the links share the width by their words; `justified`: in equal parts. */
export const FillAndJustified: Story = {
  args: { variant: 'pills' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-5)', maxInlineSize: '40rem' }}>
      <Nav {...args} label="Fill" fill />
      <Nav {...args} label="Justified" justified />
      <Nav {...args} label="Justified tabs" variant="tabs" justified />
    </div>
  ),
};

const sections = ['profile', 'team', 'projects'] as const;

/** The current section in the address (`?section=`): following a link moves the mark, and a reload keeps it. */
function AddressNav(args: NavProps) {
  const [params] = useSearchParams();
  const shown = params.get('section') ?? 'profile';
  return (
    <Nav
      {...args}
      linkAs={Link}
      label="Profile sections"
      items={sections.map((section) => ({
        href: `?section=${section}`,
        label: section[0]!.toUpperCase() + section.slice(1),
        active: section === shown,
      }))}
    />
  );
}

/** Keyboard: Enter follows a link; the mark moves to it and the focus stays on it. */
export const FollowALink: Story = {
  args: { variant: 'pills' },
  render: (args) => <AddressNav {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    const team = canvas.getByRole('link', { name: 'Team' });
    team.focus();
    await userEvent.keyboard('{Enter}');
    // The mark follows the address, once the router has moved.
    await waitFor(() => expect(team).toHaveAttribute('aria-current', 'page'));
    await expect(team).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  },
};

export const AllSkins: Story = { args: { items: withIcons, variant: 'pills' }, parameters: allSkins };
