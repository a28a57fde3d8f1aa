import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { allSkins, RadioGroup } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Billing cycle',
    defaultValue: 'monthly',
    onValueChange: fn(),
    options: [
      { value: 'monthly', label: 'Monthly' },
      { value: 'yearly', label: 'Yearly (save 20%)' },
      { value: 'lifetime', label: 'Lifetime', disabled: true },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Billing cycle' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yearly (save 20%)' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('yearly');
    await expect(canvas.getByRole('radio', { name: 'Lifetime' })).toBeDisabled();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };
/** Options as cards with a description each; arrows move the choice. */
export const Cards: Story = {
  args: {
    card: true,
    orientation: 'horizontal',
    options: [
      { value: 'monthly', label: 'Monthly', description: '$12 a month' },
      { value: 'yearly', label: 'Yearly', description: '$115 a year' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Yearly' })).toHaveAccessibleDescription('$115 a year');
    canvas.getByRole('radio', { name: 'Monthly' }).focus();
    // Held down: Radix moves the focus a tick after the key, and chooses only while an arrow is down.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Yearly' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
  },
};

export const AllSkins: Story = { parameters: allSkins };
/** Right to left, a row of options runs from the right: ArrowLeft chooses the next one. */
export const RtlArrowKeys: Story = {
  args: { orientation: 'horizontal' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Monthly' }).focus();
    // Held down, as in Cards: Radix chooses only while an arrow is down.
    await userEvent.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Yearly (save 20%)' })).toBeChecked());
    await userEvent.keyboard('{/ArrowLeft}');
  },
};
