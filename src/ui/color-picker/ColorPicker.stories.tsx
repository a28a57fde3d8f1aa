import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { allSkins, ColorPicker, type ColorPickerProps } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const swatches = [
  { name: 'Blue', hex: '#3a86ff' },
  { name: 'Green', hex: '#2a9d8f' },
  { name: 'Orange', hex: '#f4a261' },
  { name: 'Red', hex: '#e63946' },
];

/** A ColorPicker holding its own value. */
function Controlled(props: Omit<ColorPickerProps, 'value'> & { initial?: string }) {
  const { initial = '#3a86ff', onChange, ...rest } = props;
  const [hex, setHex] = useState(initial);
  return (
    <ColorPicker
      {...rest}
      value={hex}
      onChange={(next) => {
        setHex(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Color picker',
  component: Controlled,
  args: { swatches, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A swatch by the arrows: the sliders and the hex field follow. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const blue = canvas.getByRole('radio', { name: 'Blue' });
    await expect(blue).toBeChecked();
    blue.focus();
    // Held down: Radix moves the focus a tick after the key, and chooses only while an arrow is down.
    await userEvent.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Red' })).toBeChecked());
    await userEvent.keyboard('{/ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('#e63946');
    await expect(canvas.getByRole('textbox', { name: 'Hex code' })).toHaveValue('#e63946');
    await expect(canvas.getByRole('slider', { name: 'Hue' })).toHaveAttribute('aria-valuenow', '355');
  },
};

/** The sliders by keyboard: Home on saturation makes a grey; no swatch is checked then. */
export const Sliders: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('slider', { name: 'Saturation' }).focus();
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith('#9c9c9c');
    await expect(canvas.queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    canvas.getByRole('slider', { name: 'Lightness' }).focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('textbox', { name: 'Hex code' })).toHaveValue('#ffffff');
  },
};

/** A hex being typed: refused with a message until it is a colour; the short form is taken. */
export const HexField: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const hex = canvas.getByRole('textbox', { name: 'Hex code' });
    await userEvent.clear(hex);
    await userEvent.type(hex, 'zz');
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Type a hex colour such as #3a86ff or #38f.');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#2a9d8f');
    await expect(args.onChange).toHaveBeenLastCalledWith('#2a9d8f');
    await expect(canvas.getByRole('radio', { name: 'Green' })).toBeChecked();
    await expect(hex).not.toHaveAttribute('aria-invalid');
  },
};

export const AllSkins: Story = { parameters: allSkins };
