import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routePaths, routes } from '@/app/router/routes';

function FullApp({ route }: { route: string }) {
  // The app's own route table: the same assembly as main.tsx, in a memory router.
  const router = useMemo(() => createMemoryRouter(routes, { initialEntries: [route] }), [route]);
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'App/Full app',
  component: FullApp,
  args: { route: '/' },
  argTypes: { route: { control: 'select', options: ['/', ...routePaths] } },
  parameters: { layout: 'fullscreen', route: false },
} satisfies Meta<typeof FullApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Colors' })).toBeVisible();
  },
};

/** An unknown path shows the error page, whose link leads home. */
export const UnknownPath: Story = {
  args: { route: '/an/unknown/path' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Colors' })).toBeVisible());
  },
};

export const Dark: Story = { globals: { skin: 'dark' } };
export const Rtl: Story = { globals: { direction: 'rtl' }, args: { route: '/misc/error' } };
