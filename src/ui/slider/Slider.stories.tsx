import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allSkins, Slider } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Slider',
  component: Slider,
  args: { label: 'Volume', defaultValue: [40], onValueChange: fn(), showValue: true },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    tooltip: { control: 'inline-radio', options: ['auto', 'always', 'none'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem', paddingBlockStart: '2rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: arrows move a step, Page Up ten, Home and End to the ends; each move is reported. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Volume' })).toBeVisible();
    const thumb = canvas.getByRole('slider', { name: 'Volume' });
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '41');
    await userEvent.keyboard('{PageUp}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '51');
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([0]);
  },
};

/** Two thumbs, each named; they cannot cross, and each announces its value as written. */
export const Range: Story = {
  args: {
    label: 'Price',
    thumbLabels: ['Minimum price', 'Maximum price'],
    defaultValue: [20, 80],
    formatValue: (value) => `$${value}`,
    minStepsBetweenThumbs: 5,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const low = canvas.getByRole('slider', { name: 'Minimum price' });
    await expect(low).toHaveAttribute('aria-valuetext', '$20');
    low.focus();
    // Ten steps at a time, until the next would bring it closer than five to the other thumb.
    await userEvent.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}');
    await expect(low).toHaveAttribute('aria-valuenow', '70');
    await expect(canvas.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '80');
  },
};

/** Steps of 25 with a labelled mark at each; the tooltip shows the value at rest. */
export const Marks: Story = {
  args: {
    label: 'Progress',
    defaultValue: [50],
    step: 25,
    tooltip: 'always',
    formatValue: (value) => `${value}%`,
    marks: [0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}%` })),
  },
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'Progress' });
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuetext', '75%');
  },
};

/** Vertical: ArrowUp raises the value. */
export const Vertical: Story = {
  args: { orientation: 'vertical', label: 'Level', defaultValue: [30], marks: [0, 50, 100] },
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'Level' });
    await expect(thumb).toHaveAttribute('aria-orientation', 'vertical');
    thumb.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '31');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Volume' })).toHaveAttribute('data-disabled');
  },
};

export const AllSkins: Story = {
  args: { ...Marks.args, tone: 'success' },
  parameters: allSkins,
};

/** Right to left the minimum is on the right: ArrowLeft raises the value. */
export const RtlArrowKeys: Story = {
  args: Marks.args,
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'Progress' });
    thumb.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '75');
  },
};
