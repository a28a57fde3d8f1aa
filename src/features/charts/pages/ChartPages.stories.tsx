import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { ApexChartsPage } from './ApexChartsPage';
import { ChartJsPage } from './ChartJsPage';
import { RechartsPage } from './RechartsPage';

const meta = {
  title: 'Charts/Pages',
  component: ApexChartsPage,
  parameters: { session: 'admin', route: '/charts/apex' },
} satisfies Meta<typeof ApexChartsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/charts/apex`: ten kinds, from line to donut, over the card data. */
export const Apex: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ApexCharts' })).toBeVisible();
    for (const name of ['Site traffic over seven days', 'Daily price: open, high, low and close', 'Sessions by device'])
      await expect(await canvas.findByRole('img', { name })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(10);
  },
};
export const ApexDark: Story = { ...Apex, globals: { skin: 'dark' } };
export const ApexRtl: Story = { ...Apex, globals: { direction: 'rtl' } };

export const ApexLoading: Story = {
  parameters: { msw: { handlers: { cards: scenarios.loading(handlers.cards) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(10);
  },
};

export const ApexServerError: Story = {
  parameters: { msw: { handlers: { cards: scenarios.serverError(handlers.cards) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Candlestick could not be loaded.')).toBeVisible();
  },
};

/** `/charts/chartjs`: the canvas library, same data. */
export const ChartJs: Story = {
  render: () => <ChartJsPage />,
  parameters: { route: '/charts/chartjs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chart.js' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Customers by kind' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(9);
  },
};
export const ChartJsDark: Story = { ...ChartJs, globals: { skin: 'dark' } };

export const ChartJsServerError: Story = {
  render: () => <ChartJsPage />,
  parameters: { route: '/charts/chartjs', msw: { handlers: { cards: scenarios.serverError(handlers.cards) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pie could not be loaded.')).toBeVisible();
  },
};

/** `/charts/recharts`: SVG drawn with the theme's variables. */
export const Recharts: Story = {
  render: () => <RechartsPage />,
  parameters: { route: '/charts/recharts' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recharts' })).toBeVisible();
    await expect(
      await canvas.findByRole('figure', { name: 'Earnings against the budget by month, 2020' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(9);
  },
};
export const RechartsDark: Story = { ...Recharts, globals: { skin: 'dark' } };
export const RechartsRtl: Story = { ...Recharts, globals: { direction: 'rtl' } };

export const RechartsLoading: Story = {
  render: () => <RechartsPage />,
  parameters: { route: '/charts/recharts', msw: { handlers: { cards: scenarios.loading(handlers.cards) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(9);
  },
};
