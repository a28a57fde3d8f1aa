import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { Transactions, TransactionsCard } from '@/features/cards/components/list/TransactionsCard';

const meta = {
  title: 'UI elements/Cards/Advanced/Transactions',
  component: TransactionsCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
  args: {
    items: [
      { title: 'Wallet', subtitle: 'Starbucks', amount: -74, icon: 'wallet', tone: 'primary' },
      { title: 'Bank transfer', subtitle: 'Add money', amount: 480, icon: 'landmark', tone: 'success' },
    ],
  },
} satisfies Meta<typeof TransactionsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Transactions />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(5);
  },
};

export const FromProps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-$74.00')).toBeVisible();
    await expect(canvas.getByText('+$480.00')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Transactions />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <Transactions />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Transactions'),
};
