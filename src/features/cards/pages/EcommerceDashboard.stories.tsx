import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cardEndpoints, failing, whileLoading } from '@/stories/support/cardStories';
import { EcommerceDashboard } from '@/features/cards/pages/EcommerceDashboard';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

/** `/`: every card from the demo server. */
const meta = {
  title: 'Dashboards/E-commerce',
  component: EcommerceDashboard,
  parameters: {
    session: 'admin',
    route: '/',
    endpoints: cardEndpoints,
    ...pageParameters,
  },
} satisfies Meta<typeof EcommerceDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-commerce dashboard' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Congratulations, John!' })).toBeVisible();
    await expect(await canvas.findByText('$25,852')).toBeVisible();
    await expect(await canvas.findByText('786,617')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Developer meetup' })).toBeVisible();
  },
};

/** Every card waits in its frame while the server has not answered. */
export const Loading: Story = {
  parameters: whileLoading,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThanOrEqual(9);
  },
};

/** One card failing does not take the page down: each says so and offers a retry. */
export const ServerError: Story = {
  parameters: failing,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Revenue report could not be loaded.')).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Try again' })).not.toHaveLength(0);
  },
};
