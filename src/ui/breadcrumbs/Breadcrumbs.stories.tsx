import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router';
import { expect, within } from 'storybook/test';
import { allSkins, Breadcrumbs } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Apps', href: '/apps/user/list' },
      { label: 'Users', href: '/apps/user/list' },
      { label: 'View' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByText('View')).toHaveAttribute('aria-current', 'page');
  },
};

/** With the router's Link, as the app uses it. */
export const RouterLinks: Story = { args: { linkAs: Link } };
export const AllSkins: Story = { parameters: allSkins };
