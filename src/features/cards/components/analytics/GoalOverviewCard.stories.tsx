import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { analyticsPlaceholders } from '@/features/cards/placeholders/analytics';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { GoalOverview, GoalOverviewCard } from '@/features/cards/components/analytics/GoalOverviewCard';

const meta = {
  title: 'UI elements/Cards/Analytics/Goal overview',
  component: GoalOverviewCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
  // The demo data's goal overview, which the loading skeleton draws too.
  args: analyticsPlaceholders['goal-overview'],
} satisfies Meta<typeof GoalOverviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 786,617 completed against 13,561 in progress. */
export const Default: Story = {
  render: () => <GoalOverview />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('786,617')).toBeVisible();
    await expect(canvas.getByText('98.3%')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <GoalOverview />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <GoalOverview />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Goal overview'),
};
