import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Users } from 'lucide-react';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { OrdersBarChart, ProfitLineChart, SparklineCard, StatisticSparkline, Statistics } from './StatisticsCards';

const meta = {
  title: 'Cards/Statistics cards',
  component: SparklineCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: {
    title: 'Subscribers gained',
    figure: '92.6K',
    icon: Users,
    series: [{ name: 'Subscribers', data: [64, 64, 38, 29, 60, 32, 63] }],
  },
} satisfies Meta<typeof SparklineCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card on its own, with data passed as props: copy it into a product and feed it yours. */
export const FromProps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Subscribers gained' })).toBeVisible();
    await expect(canvas.getByText('92.6K')).toBeVisible();
  },
};

/** The demo data's subscribers card, fetched: the figure is analyticsData.subscribers (92,600). */
export const Subscribers: Story = {
  render: () => <StatisticSparkline name="subscribers" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('92.6K')).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: 'Subscribers gained: 64, 64, 38, 29, 60, 32, 63' }),
    ).toBeVisible();
  },
};

export const SubscribersLoading: Story = {
  render: () => <StatisticSparkline name="subscribers" />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const SubscribersServerError: Story = {
  render: () => <StatisticSparkline name="subscribers" />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Subscribers gained'),
};

export const SubscribersDark: Story = { ...Subscribers, globals: { skin: 'dark' } };

/** A rate drawn as a line with points: the figure is the latest value (195). */
export const SiteTraffic: Story = {
  render: () => <StatisticSparkline name="site-traffic" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('195')).toBeVisible();
  },
};

export const OrdersBars: Story = {
  render: () => <OrdersBarChart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2,76k')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Orders: 26, 74, 37, 29, 43' })).toBeVisible();
  },
};

export const OrdersBarsLoading: Story = {
  render: () => <OrdersBarChart />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const OrdersBarsServerError: Story = {
  render: () => <OrdersBarChart />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Orders'),
};

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

/** The four business figures (beyond the original brief: /card/card-dashboard/statistics). */
export const Figures: Story = {
  render: () => <Statistics />,
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('230K')).toBeVisible();
    await expect(canvas.getByText('$9,745')).toBeVisible();
    await expect(canvas.getByText('Updated Jul 1, 2020')).toBeVisible();
  },
};

export const FiguresLoading: Story = {
  render: () => <Statistics />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const FiguresServerError: Story = {
  render: () => <Statistics />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Statistics'),
};

export const FiguresDark: Story = { ...Figures, globals: { skin: 'dark' } };
export const FiguresFrench: Story = {
  ...Figures,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Mis à jour le 1 juil. 2020')).toBeVisible();
  },
};
