import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Users } from 'lucide-react';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { SparklineCard, StatisticSparkline } from '@/features/cards/components/statistics/SparklineCard';

const meta = {
  title: 'UI elements/Cards/Statistics/Sparkline',
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

/** The demo data's subscribers card, fetched: the figure is analyticsData.subscribers (92,600). */
export const Default: Story = {
  render: () => <StatisticSparkline name="subscribers" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('92.6K')).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: 'Subscribers gained: 64, 64, 38, 29, 60, 32, 63' }),
    ).toBeVisible();
  },
};

/** The card on its own, with data passed as props: copy it into a product and feed it yours. */
export const FromProps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Subscribers gained' })).toBeVisible();
    await expect(canvas.getByText('92.6K')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <StatisticSparkline name="subscribers" />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <StatisticSparkline name="subscribers" />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Subscribers gained'),
};

/** A rate drawn as a line with points: the figure is the latest value (195). */
export const SiteTraffic: Story = {
  render: () => <StatisticSparkline name="site-traffic" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('195')).toBeVisible();
  },
};
