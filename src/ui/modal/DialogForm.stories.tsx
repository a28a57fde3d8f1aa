import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, DialogForm, Field, Input, Modal, openOverlayA11y, type DialogFormProps } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

/**
 * The form inside its modal (Cancel closes the modal), open or behind its trigger. The story keeps the
 * page from navigating on submit, as the caller's handler (react-hook-form's) does.
 */
function AddPermission({ open = false, ...args }: DialogFormProps & { open?: boolean }) {
  return (
    <Modal title="Add permission" trigger={<Button>Add permission</Button>} defaultOpen={open}>
      <DialogForm
        {...args}
        onSubmit={(event) => {
          event.preventDefault();
          args.onSubmit(event);
        }}
      />
    </Modal>
  );
}

const meta = {
  title: 'UI/DialogForm',
  // Its stories open over the page: on the docs page each opens in a frame of its own.
  parameters: { ownFrame: true },
  component: DialogForm,
  args: {
    cancelLabel: 'Cancel',
    submitLabel: 'Add permission',
    pending: false,
    onSubmit: fn(),
    children: (
      <Field label="Permission name" required>
        <Input autoComplete="off" placeholder="Manage users" />
      </Field>
    ),
  },
  argTypes: { gap: { control: 'inline-radio', options: [4, 5] }, failure: { control: 'text' } },
  render: (args) => <AddPermission {...args} />,
} satisfies Meta<typeof DialogForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flow: open, fill in, submit; Cancel closes the modal. */
export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { canSubmit: true, gap: 4 },
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add permission' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Permission name/ }), 'Manage invoices');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add permission' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = { render: (args) => <AddPermission {...args} open />, parameters: openOverlayA11y };

/** The request runs: the submit button is busy and takes no second press. */
export const Pending: Story = {
  ...Open,
  args: { pending: true },
  play: async ({ args }) => {
    const submit = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add permission' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A failure the person cannot fix in a field: announced above the fields, which keep what was typed. */
export const Failure: Story = {
  ...Open,
  args: { failure: 'The server is not answering. Try again in a moment.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('The server is not answering.');
    const field = within(dialog).getByRole('textbox', { name: /Permission name/ });
    await expect(alert.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** Nothing to send yet: the submit button is disabled. */
export const CannotSubmit: Story = {
  ...Open,
  args: { canSubmit: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Add permission' })).toBeDisabled();
  },
};
