import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardPlaceholders } from '@/features/cards/placeholders/dashboard';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { Timeline, TimelineCard } from '@/features/cards/components/list/TimelineCard';

const meta = {
  title: 'UI elements/Cards/Advanced/Timeline',
  component: TimelineCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
  // The demo data's timeline, which the loading skeleton draws too.
  args: { items: dashboardPlaceholders['timeline'] },
} satisfies Meta<typeof TimelineCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Timeline />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '12 invoices have been paid' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'invoice.pdf' })).toHaveAttribute('download');
  },
};

export const Loading: Story = {
  render: () => <Timeline />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <Timeline />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'User timeline'),
};
