import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within, screen } from 'storybook/test';
import { lazyModule, lazySelect, openOverlayA11y, Select, selectModule, type SelectProps } from '@/ui';
import { componentLooks, noVisual } from '@/ui/story/chromatic';

const roles = [
  { value: 'admin', label: 'Admin' },
  { value: 'author', label: 'Author' },
  { value: 'editor', label: 'Editor' },
  { value: 'maintainer', label: 'Maintainer' },
  { value: 'subscriber', label: 'Subscriber', disabled: true },
];

const meta = {
  title: 'UI/Select',
  // Its stories open over the page: on the docs page each opens in a frame of its own.
  parameters: { ownFrame: true },
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
  parameters: componentLooks,
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

/**
 * The app fetches a select's code when it is first wanted (stories have it loaded up front). Here the
 * code comes from a module that takes 300 ms to arrive, as on a slow network.
 */
function SlowSelect(props: SelectProps) {
  const [Slow] = useState(() =>
    lazySelect(lazyModule(() => new Promise<void>((resolve) => setTimeout(resolve, 300)).then(selectModule.load))),
  );
  return <Slow {...props} />;
}

/**
 * Flow: before its code is there the closed select is already a combobox showing its value; a press
 * opens the list once the code is, and the choice is made as usual.
 */
export const LoadsOnFirstPress: Story = {
  args: { defaultValue: 'author' },
  render: (args) => <SlowSelect {...args} />,
  ...noVisual,
  play: async ({ args, canvasElement }) => {
    const standIn = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(standIn).toHaveTextContent('Author');
    await expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(standIn);
    await userEvent.click(await screen.findByRole('option', { name: 'Editor' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('editor');
    await expect(within(canvasElement).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Editor');
  },
};

/** Keyboard: focusing the stand-in fetches the code; Radix's trigger takes its place and keeps the focus. */
export const KeepsTheFocusWhileLoading: Story = {
  render: (args) => <SlowSelect {...args} />,
  ...noVisual,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Role' })).toHaveFocus();
    // Radix's trigger carries the direction (dir); the stand-in has none.
    await waitFor(() => expect(within(canvasElement).getByRole('combobox', { name: 'Role' })).toHaveAttribute('dir'));
    await expect(within(canvasElement).getByRole('combobox', { name: 'Role' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
