import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allSkins, Field, NumberInput } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/NumberInput',
  component: NumberInput,
  args: { defaultValue: 2, min: 0, max: 10, locale: 'en', onValueChange: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: 220 }}>
      <Field label="Guests">
        <NumberInput {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spinbutton's keys: arrows step, Page keys take ten steps, Home and End go to the bounds. */
export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { step: 1 },
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const spin = within(canvasElement).getByRole('spinbutton', { name: 'Guests' });
    await expect(spin).toHaveAttribute('aria-valuenow', '2');
    spin.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(spin).toHaveAttribute('aria-valuenow', '3');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{End}');
    await expect(spin).toHaveAttribute('aria-valuenow', '10');
    await userEvent.keyboard('{ArrowUp}');
    await expect(spin).toHaveAttribute('aria-valuenow', '10');
    await userEvent.keyboard('{PageDown}');
    await expect(spin).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{Home}');
    await expect(spin).toHaveValue('0');
  },
};

/** Typed text is read when the field is left, kept within the bounds. */
export const TypeAValue: Story = {
  play: async ({ canvasElement }) => {
    const spin = within(canvasElement).getByRole('spinbutton', { name: 'Guests' });
    await userEvent.clear(spin);
    await userEvent.type(spin, '42');
    await userEvent.tab();
    await expect(spin).toHaveAttribute('aria-valuenow', '10');
  },
};

export const Formats: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: 240 }}>
      <Field label="Price">
        <NumberInput locale="de" defaultValue={1234.5} step={0.5} format={{ style: 'currency', currency: 'EUR' }} />
      </Field>
      <Field label="Discount">
        <NumberInput locale="en" defaultValue={0.15} min={0} max={1} step={0.05} format={{ style: 'percent' }} />
      </Field>
      <Field label="Weight (kg)">
        <NumberInput locale="fr" defaultValue={2.75} step={0.25} format={{ minimumFractionDigits: 2 }} />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Price' })).toHaveValue(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    const discount = canvas.getByRole('spinbutton', { name: 'Discount' });
    discount.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(discount).toHaveValue('20%');
    await expect(discount).toHaveAttribute('aria-valuetext', '20%');
  },
};

export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 220 }}>
      <Field label="Guests" error="At most 10 guests.">
        <NumberInput {...args} />
      </Field>
    </div>
  ),
};
export const AllSkins: Story = { ...Formats, play: undefined, parameters: allSkins };
