import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog, openOverlayA11y, tones } from '@/ui';
import { appears } from '@/stories/support/appears';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/ConfirmDialog',
  // Its stories open over the page: on the docs page each opens in a frame of its own.
  parameters: { ownFrame: true },
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Delete invoice #4987?',
    description: 'The invoice and its payments are removed for good.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'select', options: tones }, error: { control: 'text' } },
  // The caller owns the open state, as a page does: its button opens the dialog.
  render: function Page(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="outline" tone="danger" onClick={() => setOpen(true)}>
          Delete invoice
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Flow: the page's button asks first, Cancel has the focus (Enter does nothing harmful), and closing
 * without acting gives the focus back to the page's button.
 */
export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { pending: false, tone: 'danger' },
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete invoice' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete invoice #4987?' });
    await expect(dialog).toHaveAccessibleDescription('The invoice and its payments are removed for good.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Confirming calls the action; closing is the caller's, once the action has succeeded. */
export const Confirm: Story = {
  args: { open: true },
  parameters: openOverlayA11y,
  play: async ({ args }) => {
    const dialog = await appears(screen.findByRole('dialog', { name: 'Delete invoice #4987?' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeVisible();
  },
};

/** The action is on its way: the button is busy and takes no second click. */
export const Pending: Story = {
  args: { open: true, pending: true },
  parameters: openOverlayA11y,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The action failed: the reason is announced and the dialog stays open to try again. */
export const Failed: Story = {
  args: { open: true, error: 'The server did not answer. Nothing was deleted.' },
  parameters: openOverlayA11y,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The server did not answer.');
  },
};

/** An action that is not destructive takes another tone. */
export const Primary: Story = {
  args: {
    open: true,
    tone: 'primary',
    title: 'Send 12 invoices?',
    description: 'Each client receives theirs by email.',
    confirmLabel: 'Send',
  },
  parameters: openOverlayA11y,
};
