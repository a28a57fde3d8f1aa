import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { statisticsPlaceholders } from '@/features/cards/placeholders/analytics';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import {
  ChartFigureCard,
  OrdersBarChart,
  ProfitLineChart,
} from '@/features/cards/components/statistics/ChartFigureCard';

const meta = {
  title: 'UI elements/Cards/Statistics/Chart figure',
  component: ChartFigureCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  // The demo data's orders, which the loading skeleton draws too.
  args: { ...statisticsPlaceholders['orders-bar-chart'], kind: 'bars' },
} satisfies Meta<typeof ChartFigureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The orders card, fetched, as bars. */
export const Default: Story = {
  render: () => <OrdersBarChart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2,76k')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Orders: 26, 74, 37, 29, 43' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <OrdersBarChart />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <OrdersBarChart />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Orders'),
};

/** The profit card, fetched, as a line. */
export const ProfitLine: Story = {
  render: () => <ProfitLineChart />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('6,24k')).toBeVisible();
  },
};

export const ProfitLineLoading: Story = {
  render: () => <ProfitLineChart />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ProfitLineServerError: Story = {
  render: () => <ProfitLineChart />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Profit'),
};
