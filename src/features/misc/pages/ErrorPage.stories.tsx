import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from '@/features/misc/pages/ErrorPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Misc/Error',
  component: ErrorPage,
  // Signed out: the workbench signs stories in as the admin unless told otherwise.
  parameters: { layout: 'fullscreen', session: null, route: '/misc/error', endpoints: [], ...pageParameters },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
    // Signed out, home is the sign-in page.
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/login');
  },
};

/** Signed in, the link leads to the user's home: `/` for the admin. */
export const SignedIn: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

export const UnknownPath: Story = { parameters: { route: '/no/such/page' } };
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: /Page introuvable/ })).toBeVisible();
  },
};
