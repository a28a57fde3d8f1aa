import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { cardEndpoints } from '@/stories/support/cardStories';
import { ChartJsPage } from '@/features/charts/pages/ChartJsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

/** `/charts/chartjs`: the canvas library, same data. */
const meta = {
  title: 'Charts/Chart.js',
  component: ChartJsPage,
  parameters: {
    session: 'admin',
    route: '/charts/chartjs',
    endpoints: cardEndpoints,
    ...pageParameters,
  },
} satisfies Meta<typeof ChartJsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chart.js' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Customers by kind' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(9);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { cards: scenarios.serverError(handlers.cards) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pie could not be loaded.')).toBeVisible();
  },
};
