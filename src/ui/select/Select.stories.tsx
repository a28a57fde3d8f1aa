import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, screen } from 'storybook/test';
import { openOverlayA11y, Select } from '@/ui';

const roles = [
  { value: 'admin', label: 'Admin' },
  { value: 'author', label: 'Author' },
  { value: 'editor', label: 'Editor' },
  { value: 'maintainer', label: 'Maintainer' },
  { value: 'subscriber', label: 'Subscriber', disabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { options: roles, placeholder: 'Select role', 'aria-label': 'Role', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 280, minBlockSize: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Editor' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('editor');
    await expect(trigger).toHaveTextContent('Editor');
  },
};

/** Keyboard: open with Enter, move with arrows, choose with Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const WithValue: Story = { args: { defaultValue: 'maintainer' } };
export const Open: Story = { args: { defaultOpen: true, defaultValue: 'author' }, parameters: openOverlayA11y };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { ...Open, globals: { skin: 'dark' } };
export const Bordered: Story = { ...Open, globals: { skin: 'bordered' } };
export const SemiDark: Story = { ...Open, globals: { skin: 'semi-dark' } };
export const Rtl: Story = { ...Open, globals: { direction: 'rtl' } };
