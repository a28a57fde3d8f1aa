import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { cardEndpoints } from '@/stories/support/cardStories';
import { ApexChartsPage } from '@/features/charts/pages/ApexChartsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

/** `/charts/apex`: ten kinds, from line to donut, over the card data. */
const meta = {
  title: 'Charts/ApexCharts',
  component: ApexChartsPage,
  parameters: {
    session: 'admin',
    route: '/charts/apex',
    endpoints: cardEndpoints,
    ...pageParameters,
  },
} satisfies Meta<typeof ApexChartsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ApexCharts' })).toBeVisible();
    for (const name of ['Site traffic over seven days', 'Daily price: open, high, low and close', 'Sessions by device'])
      await expect(await canvas.findByRole('img', { name })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(10);
  },
};

/** Right to left the value axis moves to the right edge: its 0 right of the last month, November. */
export const RtlValueAxis: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Earnings and expenses by month, 2020' });
    // Each label's text, then ApexCharts' own <title> repeating it.
    const x = (text: string) =>
      [...chart.querySelectorAll('tspan')].find((t) => t.textContent === text)?.getBoundingClientRect().x ?? NaN;
    await waitFor(() => expect(x('0')).toBeGreaterThan(x('Nov')));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { cards: scenarios.loading(handlers.cards) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(10);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { cards: scenarios.serverError(handlers.cards) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Candlestick could not be loaded.')).toBeVisible();
  },
};
