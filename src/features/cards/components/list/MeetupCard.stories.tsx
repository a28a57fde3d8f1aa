import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardPlaceholders } from '@/features/cards/placeholders/dashboard';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { Meetup, MeetupCard } from '@/features/cards/components/list/MeetupCard';

const meta = {
  title: 'UI elements/Cards/Advanced/Meetup',
  component: MeetupCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
  // The demo data's meetup, which the loading skeleton draws too.
  args: dashboardPlaceholders['meetup'],
} satisfies Meta<typeof MeetupCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Meetup />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Developer meetup' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '7 attendees' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Meetup />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <Meetup />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Meetup'),
};
