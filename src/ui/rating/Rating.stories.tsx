import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allSkins, Rating, RatingDisplay } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Rating',
  component: Rating,
  args: { label: 'Your rating', defaultValue: 3, onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: Tab lands on the chosen star; the arrows change the rating, each choice named. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toBeVisible();
    await userEvent.tab();
    const three = canvas.getByRole('radio', { name: '3 stars' });
    await expect(three).toHaveFocus();
    await expect(three).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
  },
};

/** Half steps: each half of a star is a choice. */
export const Halves: Story = {
  args: { allowHalf: true, defaultValue: 3.5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(10);
    canvas.getByRole('radio', { name: '3.5 stars' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

/** Other icons and counts, in every size; a click chooses. */
export const HeartsAndSizes: Story = {
  args: { icon: Heart, max: 10, tone: 'danger', size: 'sm', label: 'Love it?', defaultValue: 7 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '9 stars' }).nextElementSibling!);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(9);
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Read-only: one image named by its value, the icons filled to it. */
export const ReadOnly: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
      <RatingDisplay value={4.5} size="lg" />
      <RatingDisplay value={3.7} />
      <RatingDisplay value={2} size="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '3.7 out of 5' })).toBeVisible();
  },
};

export const AllSkins: Story = { args: { allowHalf: true, defaultValue: 3.5, size: 'lg' }, parameters: allSkins };
