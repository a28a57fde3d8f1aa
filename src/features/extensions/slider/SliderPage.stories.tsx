import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SliderPage } from '@/features/extensions/slider/SliderPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Extensions/Slider',
  component: SliderPage,
  parameters: { session: 'admin', route: '/extensions/slider', ...pageParameters },
} satisfies Meta<typeof SliderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven examples and their sliders at their starting values. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Slider');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Single value',
      'Range',
      'Steps and marks',
      'Vertical',
      'Disabled',
      'Tooltip value',
      'Keyboard and right to left',
    ]);
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '60%');
    await expect(canvas.getByRole('slider', { name: 'T-shirt size' })).toHaveAttribute('aria-valuetext', 'M');
    await expect(canvas.getByRole('slider', { name: 'Backups per day' })).toHaveAttribute('data-disabled');
  },
};

/** By keyboard: the volume moves by arrows and Page keys, and the value beside the label follows. */
export const MoveByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const volume = canvas.getByRole('slider', { name: 'Volume' });
    volume.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{PageUp}');
    await expect(volume).toHaveAttribute('aria-valuetext', '72%');
    await userEvent.keyboard('{Home}');
    await expect(volume).toHaveAttribute('aria-valuenow', '0');
  },
};

/** Page Down moves the maximum ten steps; the sentence under the range follows. */
export const MoveTheRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const high = canvas.getByRole('slider', { name: 'Maximum price' });
    high.focus();
    await userEvent.keyboard('{PageDown}');
    await expect(high).toHaveAttribute('aria-valuetext', '$380');
    await expect(canvas.getByText('Showing shoes from $120 to $380.')).toBeVisible();
  },
};

/** Steps jump between sizes, announced by name; a vertical band rises with ArrowUp. */
export const StepsAndVertical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const size = canvas.getByRole('slider', { name: 'T-shirt size' });
    size.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(size).toHaveAttribute('aria-valuetext', 'L');
    const band = canvas.getByRole('slider', { name: '60 Hz' });
    band.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(band).toHaveAttribute('aria-valuetext', '21 dB');
  },
};

/** Turning the switch on enables the slider, which then takes the keyboard. */
export const EnableTheSlider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('switch', { name: 'Custom backup frequency' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    const backups = canvas.getByRole('slider', { name: 'Backups per day' });
    await expect(backups).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(backups).toHaveAttribute('aria-valuetext', '5 times a day');
  },
};

/** In the right-to-left block, ArrowLeft raises the value. */
export const RightToLeftKeys: Story = {
  play: async ({ canvasElement }) => {
    const balance = within(canvasElement).getByRole('slider', { name: 'Balance, right to left' });
    balance.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(balance).toHaveAttribute('aria-valuenow', '31');
  },
};
