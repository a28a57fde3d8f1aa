import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoonPage } from './ComingSoonPage';
import { MaintenancePage } from './MaintenancePage';
import { NotAuthorizedPage } from './NotAuthorizedPage';

const meta = {
  title: 'Pages/Misc/Other pages',
  // Signed out: the workbench signs stories in as the admin unless told otherwise.
  parameters: { layout: 'fullscreen', session: null },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in client who opened an admin page: the link leads to their home. */
export const NotAuthorized: Story = {
  parameters: { route: '/misc/not-authorized', session: 'client' },
  render: () => <NotAuthorizedPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /not authorized/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/access-control');
  },
};

export const NotAuthorizedSignedOut: Story = {
  parameters: { route: '/misc/not-authorized' },
  render: () => <NotAuthorizedPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const ComingSoon: Story = { parameters: { route: '/misc/coming-soon' }, render: () => <ComingSoonPage /> };
export const Maintenance: Story = { parameters: { route: '/misc/maintenance' }, render: () => <MaintenancePage /> };
export const MaintenanceDark: Story = { ...Maintenance, globals: { skin: 'dark' } };
export const ComingSoonPhone: Story = {
  ...ComingSoon,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
