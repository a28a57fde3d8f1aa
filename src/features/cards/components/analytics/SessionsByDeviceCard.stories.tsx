import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { analyticsPlaceholders } from '@/features/cards/placeholders/analytics';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { SessionsByDevice, SessionsByDeviceCard } from '@/features/cards/components/analytics/SessionsByDeviceCard';

const meta = {
  title: 'UI elements/Cards/Analytics/Sessions by device',
  component: SessionsByDeviceCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
  // The demo data's sessions by device, which the loading skeleton draws too.
  args: analyticsPlaceholders['sessions-device'],
} satisfies Meta<typeof SessionsByDeviceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop 58.6, Mobile 34.9, Tablet 6.5, each with its change. */
export const Default: Story = {
  render: () => <SessionsByDevice />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Share of sessions: Desktop 58.6%, Mobile 34.9%, Tablet 6.5%' }),
    ).toBeVisible();
    await expect(canvas.getByText('(-5%)')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <SessionsByDevice />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <SessionsByDevice />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Sessions by device'),
};
