import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { invoicesPlaceholder } from '@/features/cards/placeholders/invoices';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { RecentInvoices, RecentInvoicesCard } from '@/features/cards/components/list/RecentInvoicesCard';

const meta = {
  title: 'UI elements/Cards/Advanced/Recent invoices',
  component: RecentInvoicesCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
  // Invoices of the demo data's shape, which the loading skeleton draws too.
  args: { invoices: invoicesPlaceholder },
} satisfies Meta<typeof RecentInvoicesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo data's invoices, the five newest by issue date. */
export const Default: Story = {
  render: () => <RecentInvoices />,
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('row')).toHaveLength(6);
  },
};

export const Empty: Story = {
  render: () => <RecentInvoices />,
  parameters: {
    msw: { handlers: { invoices: scenarios.respondWith(handlers.invoices, { invoices: [], allData: [], total: 0 }) } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No invoices yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <RecentInvoices />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <RecentInvoices />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Recent invoices'),
};
