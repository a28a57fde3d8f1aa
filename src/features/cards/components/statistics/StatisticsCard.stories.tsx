import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardPlaceholders } from '@/features/cards/placeholders/dashboard';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { Statistics, StatisticsCard } from '@/features/cards/components/statistics/StatisticsCard';

const meta = {
  title: 'UI elements/Cards/Statistics/Statistics',
  component: StatisticsCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  // The demo data's figures, which the loading skeleton draws too.
  args: dashboardPlaceholders['statistics'],
} satisfies Meta<typeof StatisticsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four business figures, one of the dashboards' own cards. */
export const Default: Story = {
  render: () => <Statistics />,
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('230K')).toBeVisible();
    await expect(canvas.getByText('$9,745')).toBeVisible();
    await expect(canvas.getByText('Updated Jul 1, 2020')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Statistics />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <Statistics />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Statistics'),
};

export const French: Story = {
  ...Default,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Mis à jour le 1 juil. 2020')).toBeVisible();
  },
};
