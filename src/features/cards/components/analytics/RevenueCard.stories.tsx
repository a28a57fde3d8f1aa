import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { analyticsPlaceholders } from '@/features/cards/placeholders/analytics';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { Revenue, RevenueCard } from '@/features/cards/components/analytics/RevenueCard';

const meta = {
  title: 'UI elements/Cards/Analytics/Revenue',
  component: RevenueCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
  // The demo data's revenue, which the loading skeleton draws too.
  args: analyticsPlaceholders['revenue'],
} satisfies Meta<typeof RevenueCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This month $86,589 against $73,683: the change is worked out, +17.5%. */
export const Default: Story = {
  render: () => <Revenue />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$86,589')).toBeVisible();
    await expect(canvas.getByText('+17.5%')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Revenue />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <Revenue />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Revenue'),
};
