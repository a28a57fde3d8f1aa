import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { cardEndpoints, failing, whileLoading } from '@/stories/support/cardStories';
import {
  ActionCardsPage,
  AdvanceCardsPage,
  AnalyticsCardsPage,
  BasicCardsPage,
  StatisticsCardsPage,
} from './CardPages';
import { pageParameters } from '../../../../.storybook/parameters';

const meta = {
  title: 'UI elements/Cards/Pages',
  component: BasicCardsPage,
  parameters: {
    session: 'admin',
    route: '/cards/basic',
    endpoints: [...cardEndpoints, 'GET /apps/invoice/invoices'],
    ...pageParameters,
  },
} satisfies Meta<typeof BasicCardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/cards/basic`: the Card's parts and variants, no data. */
export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Basic cards' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { name: 'Warning' })).toHaveLength(2);
  },
};

/** `/cards/advance`. */
export const Advance: Story = {
  render: () => <AdvanceCardsPage />,
  parameters: { route: '/cards/advance' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each card arrives on its own; wait for the last state rather than hold a node that may be replaced.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Developer meetup' })).toBeVisible());
    await waitFor(() =>
      expect(within(canvas.getByRole('region', { name: 'Recent invoices' })).getAllByRole('row')).toHaveLength(6),
    );
  },
};

/** `/cards/statistics`. */
export const Statistics: Story = {
  render: () => <StatisticsCardsPage />,
  parameters: { route: '/cards/statistics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Revenue and orders both total 97,500.
    await waitFor(() => expect(canvas.getAllByText('97.5K')).toHaveLength(2));
    await expect(await canvas.findByText('2,76k')).toBeVisible();
  },
};
export const StatisticsLoading: Story = {
  render: () => <StatisticsCardsPage />,
  parameters: { ...whileLoading, route: '/cards/statistics' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(10);
  },
};

/** `/cards/analytics`. */
export const Analytics: Story = {
  render: () => <AnalyticsCardsPage />,
  parameters: { route: '/cards/analytics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('163')).toBeVisible();
    await expect(await canvas.findByText('$86,589')).toBeVisible();
  },
};
export const AnalyticsServerError: Story = {
  render: () => <AnalyticsCardsPage />,
  parameters: { ...failing, route: '/cards/analytics' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Customers could not be loaded.')).toBeVisible();
  },
};

/** `/cards/action`: collapse folds the body away and back. */
export const ActionCollapse: Story = {
  render: () => <ActionCardsPage />,
  parameters: { route: '/cards/action' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const collapse = await canvas.findByRole('button', { name: 'Collapse Transactions' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText('Starbucks')).toBeVisible();
    await userEvent.click(collapse);
    await expect(collapse).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Starbucks')).not.toBeVisible();
    await userEvent.click(collapse);
    await expect(canvas.getByText('Starbucks')).toBeVisible();
  },
};

/** Refresh asks the server again; until it answers the body is veiled (block UI) and cannot be used. */
export const ActionRefresh: Story = {
  render: () => <ActionCardsPage />,
  parameters: {
    route: '/cards/action',
    msw: { handlers: { cards: scenarios.slow(handlers.cards, 800) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Starbucks')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Transactions' }));
    await expect(await canvas.findByText('Refreshing Transactions')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Refresh Transactions' })).toBeDisabled();
    await waitFor(() => expect(canvas.queryByText('Refreshing Transactions')).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByText('Starbucks')).toBeVisible();
  },
};

/** Close removes a card; the page offers to show the closed ones again. */
export const ActionClose: Story = {
  render: () => <ActionCardsPage />,
  parameters: { route: '/cards/action' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close User timeline' }));
    await expect(canvas.queryByRole('heading', { name: 'User timeline' })).toBeNull();
    await expect(canvas.getByText('1 card closed.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show them again' }));
    await expect(await canvas.findByRole('heading', { name: 'User timeline' })).toBeVisible();
  },
};
