import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardPlaceholders } from '@/features/cards/placeholders/dashboard';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { SalesRadar, SalesRadarCard } from '@/features/cards/components/dashboard/SalesRadarCard';

const meta = {
  title: 'UI elements/Cards/Analytics/Sales radar',
  component: SalesRadarCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  // The demo data's sales and visits, which the loading skeleton draws too.
  args: dashboardPlaceholders['sales-radar'],
} satisfies Meta<typeof SalesRadarCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <SalesRadar />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Sales, Visits by month, as a radar' })).toBeVisible();
    await expect(canvas.getByText('Jan')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => <SalesRadar />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <SalesRadar />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Sales'),
};
