import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { dashboardPlaceholders } from '../placeholders/dashboard';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import {
  BrowserStates,
  Earnings,
  EarningsCard,
  Greeting,
  MedalGreeting,
  RevenueReport,
  SalesRadar,
} from './DashboardCards';

const meta = {
  title: 'Cards/Dashboard cards',
  component: EarningsCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  // The demo data's earnings, which the loading skeleton draws too.
  args: dashboardPlaceholders.earnings,
} satisfies Meta<typeof EarningsCard>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = within(document.body);

export const EarningsFromProps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$4,055.56')).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: 'Earnings by source: App 53%, Service 16%, Product 13%' }),
    ).toBeVisible();
  },
};

export const EarningsFetched: Story = {
  render: () => <Earnings />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('$4,055.56')).toBeVisible();
  },
};

export const EarningsLoading: Story = {
  render: () => <Earnings />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const EarningsServerError: Story = {
  render: () => <Earnings />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Earnings'),
};

/** The signed-in person's medal: the admin is John Doe. */
export const Medal: Story = {
  render: () => <MedalGreeting />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Congratulations, John!' })).toBeVisible();
    await expect(await canvas.findByRole('progressbar', { name: 'Target $60K' })).toHaveAttribute(
      'aria-valuenow',
      '48900',
    );
  },
};

/** The headline needs no data: it is there at once, and only the figures wait. */
export const MedalLoading: Story = {
  render: () => <MedalGreeting />,
  parameters: whileLoading,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Congratulations, John!' })).toBeVisible();
    await expect(canvas.getByText('You have won the gold medal this month.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvasElement.querySelector('[aria-busy] [inert] [role="progressbar"]')).toBeInTheDocument();
  },
};

export const MedalServerError: Story = {
  render: () => <MedalGreeting />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Medal'),
};

export const MedalDark: Story = { ...Medal, globals: { skin: 'dark' } };

export const Welcome: Story = {
  render: () => <Greeting />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You have done 57.6% more sales today and earned 6 new badges.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your badges on your profile' })).toHaveAttribute(
      'href',
      '/pages/profile',
    );
  },
};

/** The name and the profile link need no data: only the sentence with the figures waits. */
export const WelcomeLoading: Story = {
  render: () => <Greeting />,
  parameters: whileLoading,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Congratulations, John Doe' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your badges on your profile' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    // The sentence is drawn from placeholder figures, hidden from sight and from assistive technology.
    await expect(canvasElement.querySelector('[aria-busy] [inert] p')).toBeInTheDocument();
  },
};

export const WelcomeServerError: Story = {
  render: () => <Greeting />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Greeting'),
};

/** The demo data's figures and years with the months behind them; the year menu opens on 2020. */
export const Report: Story = {
  render: () => <RevenueReport />,
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$25,852')).toBeVisible();
    // Charts draw once their box is measured (a frame after the card).
    await expect(await canvas.findByRole('img', { name: 'Earnings and expenses by month, 2020' })).toBeVisible();
  },
};

/** Flow: choosing 2019 draws that year's months. */
export const ReportEarlierYear: Story = {
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

export const ReportLoading: Story = {
  render: () => <RevenueReport />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ReportServerError: Story = {
  render: () => <RevenueReport />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Revenue report'),
};

export const ReportDark: Story = { ...Report, globals: { skin: 'dark' } };
export const ReportRtl: Story = { ...Report, globals: { direction: 'rtl' } };

export const Browsers: Story = {
  render: () => <BrowserStates />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Google Chrome 54.4%' })).toBeVisible();
  },
};

export const BrowsersLoading: Story = {
  render: () => <BrowserStates />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const BrowsersServerError: Story = {
  render: () => <BrowserStates />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Browser states'),
};

export const Radar: Story = {
  render: () => <SalesRadar />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Sales, Visits by month, as a radar' })).toBeVisible();
    await expect(canvas.getByText('Jan')).toBeInTheDocument();
  },
};

export const RadarLoading: Story = {
  render: () => <SalesRadar />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const RadarServerError: Story = {
  render: () => <SalesRadar />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Sales'),
};
