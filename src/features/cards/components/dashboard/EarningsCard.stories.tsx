import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardPlaceholders } from '@/features/cards/placeholders/dashboard';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { Earnings, EarningsCard } from '@/features/cards/components/dashboard/EarningsCard';

const meta = {
  title: 'UI elements/Cards/Analytics/Earnings',
  component: EarningsCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  // The demo data's earnings, which the loading skeleton draws too.
  args: dashboardPlaceholders['earnings'],
} satisfies Meta<typeof EarningsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Earnings />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('$4,055.56')).toBeVisible();
  },
};

export const FromProps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$4,055.56')).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: 'Earnings by source: App 53%, Service 16%, Product 13%' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Earnings />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <Earnings />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Earnings'),
};
