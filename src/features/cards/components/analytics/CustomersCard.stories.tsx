import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { analyticsPlaceholders } from '@/features/cards/placeholders/analytics';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { Customers, CustomersCard } from '@/features/cards/components/analytics/CustomersCard';

const meta = {
  title: 'UI elements/Cards/Analytics/Customers',
  component: CustomersCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
  // The demo data's customers, which the loading skeleton draws too.
  args: analyticsPlaceholders['customers'],
} satisfies Meta<typeof CustomersCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Customers />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('690')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Customers />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <Customers />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Customers'),
};
