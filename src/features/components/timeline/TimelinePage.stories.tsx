import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TimelinePage } from '@/features/components/timeline/TimelinePage';
import { publicUrl } from '@/lib/publicUrl';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Timeline',
  component: TimelinePage,
  parameters: { session: 'admin', route: '/components/timeline', ...pageParameters },
} satisfies Meta<typeof TimelinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four examples; each timeline an ordered list named for what it tells, its events titled by h3 headings. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Timeline');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Basic',
      'With icons',
      'Alternating',
      'Rich content',
    ]);
    const order = canvas.getByRole('list', { name: 'Order #4471 history' });
    await expect(order.tagName).toBe('OL');
    await expect(
      within(order)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Order placed', 'Payment confirmed', 'Shipped', 'Delivery delayed']);
    await expect(within(order).getByText('13 May, 16:05')).toHaveAttribute('datetime', '2025-05-13T16:05');
    await expect(
      within(canvas.getByRole('list', { name: 'Project milestones' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  },
};

/** Keyboard: Tab reaches the attachment inside an event, in reading order; it is a download link. */
export const ReachTheAttachment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const activity = within(canvas.getByRole('list', { name: 'Client activity' }));
    // The avatar: its initials stand in (drawn after a moment) until the picture has loaded.
    await waitFor(() => expect(activity.getByRole('img', { name: 'Amelia Hart' })).toBeVisible());
    // From the card's own button, the next stop is the attachment: the avatar and the text are no stops.
    canvas.getAllByRole('button', { name: 'Show code' }).at(-1)!.focus();
    await userEvent.tab();
    const file = activity.getByRole('link', { name: 'project-brief.pdf' });
    await expect(file).toHaveFocus();
    await expect(file).toHaveAttribute('href', publicUrl('/files/project-brief.pdf'));
    await expect(file).toHaveAttribute('download');
  },
};
