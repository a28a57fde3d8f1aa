import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotAuthorizedPage } from '@/features/misc/pages/NotAuthorizedPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

/** Where the guard sends someone who opened a page their abilities do not allow. */
const meta = {
  title: 'Misc/Not authorized',
  component: NotAuthorizedPage,
  parameters: { layout: 'fullscreen', route: '/misc/not-authorized', endpoints: [], ...pageParameters },
} satisfies Meta<typeof NotAuthorizedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in client who opened an admin page: the link leads to their home. */
export const SignedInClient: Story = {
  parameters: { ...screenLooks, session: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /not authorized/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/access-control');
  },
};

export const SignedOut: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};
