import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { analyticsPlaceholders } from '@/features/cards/placeholders/analytics';
import { dashboardPlaceholders } from '@/features/cards/placeholders/dashboard';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { RevenueReport, RevenueReportCard } from '@/features/cards/components/dashboard/RevenueReportCard';

const meta = {
  title: 'UI elements/Cards/Analytics/Revenue report',
  component: RevenueReportCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  // The demo data's figures and months, which the loading skeleton draws too.
  args: {
    ...analyticsPlaceholders['revenue-report'],
    byYear: dashboardPlaceholders['revenue-report'],
    year: '2020',
    onYearChange: fn(),
  },
} satisfies Meta<typeof RevenueReportCard>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = within(document.body);

/** The demo data's figures and years with the months behind them; the year menu opens on 2020. */
export const Default: Story = {
  render: () => <RevenueReport />,
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$25,852')).toBeVisible();
    // Charts draw once their box is measured (a frame after the card).
    await expect(await canvas.findByRole('img', { name: 'Earnings and expenses by month, 2020' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <RevenueReport />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <RevenueReport />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Revenue report'),
};

/** Flow: choosing 2019 draws that year's months. */
export const EarlierYear: Story = {
  render: () => <RevenueReport />,
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Year: 2020' }));
    await userEvent.click(await body.findByRole('menuitemradio', { name: '2019' }));
    await expect(await canvas.findByRole('img', { name: 'Earnings and expenses by month, 2019' })).toBeVisible();
  },
};
