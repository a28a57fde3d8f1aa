import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { ProfilePage } from '@/features/profile/pages/ProfilePage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Profile',
  component: ProfilePage,
  parameters: { session: 'admin', route: '/pages/profile', endpoints: ['GET /profile/data'], ...pageParameters },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'John Doe' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('progressbar', { name: 'RDJ' })).toHaveAttribute('aria-valuenow', '82');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { profile: scenarios.loading(handlers.profile) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { profile: scenarios.serverError(handlers.profile) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The profile could not be loaded.')).toBeVisible();
  },
};
