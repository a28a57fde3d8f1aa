import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { analyticsPlaceholders } from '@/features/cards/placeholders/analytics';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { SupportTracker, SupportTrackerCard } from '@/features/cards/components/analytics/SupportTrackerCard';

const meta = {
  title: 'UI elements/Cards/Analytics/Support tracker',
  component: SupportTrackerCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
  // The demo data's support tracker, which the loading skeleton draws too.
  args: analyticsPlaceholders['support-tracker'],
} satisfies Meta<typeof SupportTrackerCard>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = within(document.body);

/** The demo data's figures, fetched: 163 tickets, 29 new, 63 open. */
export const Default: Story = {
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

/** From props, without a range menu (no range given): the share completed is (163 − 63) / 163. */
export const FromProps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('61%')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Time range/ })).toBeNull();
  },
};

export const Loading: Story = {
  render: () => <SupportTracker />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <SupportTracker />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Support tracker'),
};

/** Flow: the time range asks the server for that span; a year counts 365/28 times the tickets. */
export const LastYear: Story = {
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
