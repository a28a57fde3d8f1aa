import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardPlaceholders } from '@/features/cards/placeholders/dashboard';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { BrowserStates, BrowserStatesCard } from '@/features/cards/components/dashboard/BrowserStatesCard';

const meta = {
  title: 'UI elements/Cards/Analytics/Browser states',
  component: BrowserStatesCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  // The demo data's browsers, which the loading skeleton draws too.
  args: { states: dashboardPlaceholders['browser-states'] },
} satisfies Meta<typeof BrowserStatesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <BrowserStates />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Google Chrome 54.4%' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <BrowserStates />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <BrowserStates />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Browser states'),
};
