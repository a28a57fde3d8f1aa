import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { AppDesign, CompanyTable, Meetup, RecentInvoices, Timeline, Transactions, TransactionsCard } from './ListCards';

const meta = {
  title: 'Cards/List cards',
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

export const TransactionsFromProps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-$74.00')).toBeVisible();
    await expect(canvas.getByText('+$480.00')).toBeVisible();
  },
};

export const TransactionsFetched: Story = {
  render: () => <Transactions />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(5);
  },
};

export const TransactionsLoading: Story = {
  render: () => <Transactions />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const TransactionsServerError: Story = {
  render: () => <Transactions />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Transactions'),
};

export const Companies: Story = {
  render: () => <CompanyTable />,
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('row')).toHaveLength(8);
    await expect(canvas.getByText('down')).toBeInTheDocument();
  },
};

export const CompaniesLoading: Story = {
  render: () => <CompanyTable />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const CompaniesServerError: Story = {
  render: () => <CompanyTable />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Companies'),
};

export const CompaniesDark: Story = { ...Companies, globals: { skin: 'dark' } };

export const Event: Story = {
  render: () => <Meetup />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Developer meetup' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '7 attendees' })).toBeVisible();
  },
};

export const EventLoading: Story = {
  render: () => <Meetup />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const EventServerError: Story = {
  render: () => <Meetup />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Meetup'),
};

export const History: Story = {
  render: () => <Timeline />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '12 invoices have been paid' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'invoice.pdf' })).toHaveAttribute('download');
  },
};

export const HistoryLoading: Story = {
  render: () => <Timeline />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const HistoryServerError: Story = {
  render: () => <Timeline />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'User timeline'),
};

export const HistoryRtl: Story = { ...History, globals: { direction: 'rtl' } };

export const Project: Story = {
  render: () => <AppDesign />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'App design' })).toBeVisible();
    await expect(canvas.getByText('$49.3K')).toBeVisible();
  },
};

export const ProjectLoading: Story = {
  render: () => <AppDesign />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ProjectServerError: Story = {
  render: () => <AppDesign />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Project'),
};

/** The demo data's invoices, the five newest by issue date. */
export const Invoices: Story = {
  render: () => <RecentInvoices />,
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('row')).toHaveLength(6);
  },
};

export const InvoicesEmpty: Story = {
  render: () => <RecentInvoices />,
  parameters: {
    msw: { handlers: { invoices: scenarios.respondWith(handlers.invoices, { invoices: [], allData: [], total: 0 }) } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No invoices yet.')).toBeVisible();
  },
};

export const InvoicesLoading: Story = {
  render: () => <RecentInvoices />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const InvoicesServerError: Story = {
  render: () => <RecentInvoices />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Recent invoices'),
};
