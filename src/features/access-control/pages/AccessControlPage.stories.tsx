import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessControlPage } from '@/features/access-control/pages/AccessControlPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/Access control',
  component: AccessControlPage,
  parameters: { route: '/access-control', session: 'client', endpoints: [], ...pageParameters },
} satisfies Meta<typeof AccessControlPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client reads ACL but may not manage everything. */
export const Client: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('read ACL')).toBeVisible();
    await expect(canvas.getByText(/Your abilities allow reading access control/)).toBeVisible();
    await expect(canvas.getByText(/Only administrators may manage everything/)).toBeVisible();
  },
};

export const Admin: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('manage all')).toBeVisible();
    await expect(canvas.getByText(/You are an administrator/)).toBeVisible();
  },
};
