import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BadgesPage } from '@/features/components/badges/BadgesPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Badges',
  component: BadgesPage,
  parameters: { session: 'admin', route: '/components/badges', ...pageParameters },
} satisfies Meta<typeof BadgesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = ['Tint', 'Solid', 'In headings', 'In buttons', 'With an icon', 'Counted icon'];

/** Six examples: badges in each tone and style, in headings and buttons, and icons with a count. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
    for (const title of titles) await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Release notes New' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Inbox 4 unread' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications, 5 new' })).toHaveTextContent('5');
    // No count at zero: the cart shows its icon alone.
    await expect(canvas.getByRole('button', { name: 'Cart, 0 new' })).toHaveTextContent('');
  },
};

/** Flow: the counted icons are reached with Tab, each announcing its count in its name. */
export const CountsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Notifications, 5 new' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Messages, 28 new' })).toHaveFocus();
  },
};
