import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RatingsPage } from '@/features/extensions/ratings/RatingsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Extensions/Ratings',
  component: RatingsPage,
  parameters: { session: 'admin', route: '/extensions/ratings', ...pageParameters },
} satisfies Meta<typeof RatingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five examples; the delivery is not rated yet, the read-only ratings are named by their value. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ratings');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Give a rating',
      'Read-only',
      'Half stars',
      'Custom icons and counts',
      'Sizes',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Not rated yet.');
    await expect(canvas.getByRole('img', { name: '4.6 out of 5' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '3.5 stars' })).toBeChecked();
  },
};

/**
 * By keyboard: Tab into the unrated group lands on the first star; the arrows set the rating, which
 * is announced; Clear empties it.
 */
export const RateByArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(canvas.getByRole('group', { name: 'How was your delivery?' }));
    group.getByRole('radio', { name: '1 star' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(group.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(group.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('You gave 4 out of 5.');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the rating' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Not rated yet.');
  },
};

/** Half a star at a time; custom words for a custom icon. */
export const HalvesAndWords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const film = within(canvas.getByRole('group', { name: 'Score for this film' }));
    film.getByRole('radio', { name: '3.5 stars' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(film.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(canvas.getByText('Score: 3 / 5')).toBeVisible();
    const spice = within(canvas.getByRole('group', { name: 'Spice level' }));
    spice.getByRole('radio', { name: 'Mild' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(spice.getByRole('radio', { name: 'Hot' })).toBeChecked();
  },
};
