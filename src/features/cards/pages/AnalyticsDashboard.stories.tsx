import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cardEndpoints, failing, whileLoading } from '@/stories/support/cardStories';
import { AnalyticsDashboard } from '@/features/cards/pages/AnalyticsDashboard';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

/** `/dashboard/analytics`. */
const meta = {
  title: 'Dashboards/Analytics',
  component: AnalyticsDashboard,
  parameters: {
    session: 'admin',
    route: '/dashboard/analytics',
    endpoints: [...cardEndpoints, 'GET /apps/invoice/invoices'],
    ...pageParameters,
  },
} satisfies Meta<typeof AnalyticsDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Congratulations, John Doe' })).toBeVisible();
    await expect(await canvas.findByText('92.6K')).toBeVisible();
    await expect(await canvas.findByText('163')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Recent invoices' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: whileLoading,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThanOrEqual(9);
  },
};

export const ServerError: Story = {
  parameters: failing,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Support tracker could not be loaded.')).toBeVisible();
  },
};
