import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import {
  AvgSessions,
  Customers,
  GoalOverview,
  ProductOrders,
  Revenue,
  SessionsByDevice,
  SupportTracker,
  SupportTrackerCard,
} from './AnalyticsCards';
import { analyticsPlaceholders } from '../placeholders/analytics';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';

const meta = {
  title: 'Cards/Analytics cards',
  component: SupportTrackerCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
  // The demo data's support tracker, which the loading skeleton draws too.
  args: analyticsPlaceholders['support-tracker'],
} satisfies Meta<typeof SupportTrackerCard>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = within(document.body);

/** From props, without a range menu (no range given): the share completed is (163 − 63) / 163. */
export const SupportTrackerFromProps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('61%')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Time range/ })).toBeNull();
  },
};

/** The demo data's figures, fetched: 163 tickets, 29 new, 63 open. */
export const SupportTrackerFetched: Story = {
  render: () => <SupportTracker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('163')).toBeVisible();
    await expect(canvas.getByText('29')).toBeVisible();
    await expect(canvas.getByText('63')).toBeVisible();
    // Charts draw once their box is measured (a frame after the card).
    await expect(await canvas.findByRole('img', { name: 'Completed tickets: 61%' })).toBeVisible();
  },
};

/** Flow: the time range asks the server for that span; a year counts 365/28 times the tickets. */
export const SupportTrackerLastYear: Story = {
  render: () => <SupportTracker />,
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Time range: Last 28 days' }));
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'Last year' }));
    await expect(await canvas.findByText('2,125')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Time range: Last year' })).toBeVisible();
  },
};

export const SupportTrackerLoading: Story = {
  render: () => <SupportTracker />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const SupportTrackerServerError: Story = {
  render: () => <SupportTracker />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Support tracker'),
};

export const SupportTrackerDark: Story = { ...SupportTrackerFetched, globals: { skin: 'dark' } };
export const SupportTrackerRtl: Story = { ...SupportTrackerFetched, globals: { direction: 'rtl' } };

/** 2,700 sessions against a goal of 100,000, retention 90. */
export const AverageSessions: Story = {
  render: () => <AvgSessions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2.7K')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Goal: 100K' })).toHaveAttribute('aria-valuenow', '2700');
    await expect(canvas.getByRole('progressbar', { name: 'Retention' })).toHaveAttribute('aria-valuenow', '90');
  },
};

export const AverageSessionsLoading: Story = {
  render: () => <AvgSessions />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const AverageSessionsServerError: Story = {
  render: () => <AvgSessions />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Average sessions'),
};

/** 786,617 completed against 13,561 in progress. */
export const Goal: Story = {
  render: () => <GoalOverview />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('786,617')).toBeVisible();
    await expect(canvas.getByText('98.3%')).toBeVisible();
  },
};

export const GoalLoading: Story = {
  render: () => <GoalOverview />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const GoalServerError: Story = {
  render: () => <GoalOverview />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Goal overview'),
};

/** This month $86,589 against $73,683: the change is worked out, +17.5%. */
export const RevenueThisMonth: Story = {
  render: () => <Revenue />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$86,589')).toBeVisible();
    await expect(canvas.getByText('+17.5%')).toBeVisible();
  },
};

export const RevenueLoading: Story = {
  render: () => <Revenue />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const RevenueServerError: Story = {
  render: () => <Revenue />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Revenue'),
};

export const Orders: Story = {
  render: () => <ProductOrders />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('23,043')).toBeVisible();
    await expect(canvas.getByText('42.5K')).toBeVisible();
  },
};

export const OrdersLoading: Story = {
  render: () => <ProductOrders />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const OrdersServerError: Story = {
  render: () => <ProductOrders />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Product orders'),
};

/** Desktop 58.6, Mobile 34.9, Tablet 6.5, each with its change. */
export const Devices: Story = {
  render: () => <SessionsByDevice />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Share of sessions: Desktop 58.6%, Mobile 34.9%, Tablet 6.5%' }),
    ).toBeVisible();
    await expect(canvas.getByText('(-5%)')).toBeVisible();
  },
};

export const DevicesLoading: Story = {
  render: () => <SessionsByDevice />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const DevicesServerError: Story = {
  render: () => <SessionsByDevice />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Sessions by device'),
};

export const DevicesDark: Story = { ...Devices, globals: { skin: 'dark' } };

export const CustomersByKind: Story = {
  render: () => <Customers />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('690')).toBeVisible();
  },
};

export const CustomersLoading: Story = {
  render: () => <Customers />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const CustomersServerError: Story = {
  render: () => <Customers />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Customers'),
};
