import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { analyticsPlaceholders } from '@/features/cards/placeholders/analytics';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { AvgSessions, AvgSessionsCard } from '@/features/cards/components/analytics/AvgSessionsCard';

const meta = {
  title: 'UI elements/Cards/Analytics/Average sessions',
  component: AvgSessionsCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
  // The demo data's average sessions, which the loading skeleton draws too.
  args: analyticsPlaceholders['avg-sessions'],
} satisfies Meta<typeof AvgSessionsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2,700 sessions against a goal of 100,000, retention 90. */
export const Default: Story = {
  render: () => <AvgSessions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2.7K')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Goal: 100K' })).toHaveAttribute('aria-valuenow', '2700');
    await expect(canvas.getByRole('progressbar', { name: 'Retention' })).toHaveAttribute('aria-valuenow', '90');
  },
};

export const Loading: Story = {
  render: () => <AvgSessions />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <AvgSessions />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Average sessions'),
};
