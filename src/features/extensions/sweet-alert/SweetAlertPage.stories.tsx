import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { SweetAlertPage } from '@/features/extensions/sweet-alert/SweetAlertPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Extensions/Sweet alert',
  component: SweetAlertPage,
  parameters: { session: 'admin', route: '/extensions/sweet-alert', ...pageParameters },
} satisfies Meta<typeof SweetAlertPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six examples; no dialog is open until a button asks. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sweet alert');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Confirm before deleting',
      'Five tones',
      'A prompt with validation',
      'Chained steps',
      'Async confirm',
      'Closes by itself',
    ]);
    await expect(canvas.getByText('The file is still there.')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/**
 * By keyboard: Enter opens the confirm with Cancel focused; Tab, Enter deletes; the success dialog
 * follows with OK focused, Enter closes it, and the focus is back on the page's button.
 */
export const ConfirmByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delete file' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Budget 2027.xlsx”?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const done = await screen.findByRole('alertdialog', { name: 'Deleted' });
    await waitFor(() => expect(within(done).getByRole('button', { name: 'OK' })).toHaveFocus());
    await expect(canvas.getByText('Deleted.')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape is the same as Cancel: nothing is deleted and the page says so. */
export const CancelWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delete file' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Kept: nothing was deleted.')).toBeVisible();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The prompt refuses a wrong address with its reason, then takes a right one. */
export const PromptValidates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Invite a teammate' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Invite a teammate' }));
    const email = dialog.getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, 'ana{Enter}');
    await expect(dialog.getByRole('alert')).toHaveTextContent('This does not look like an email address.');
    await userEvent.type(email, '@company.com{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Invited: ana@company.com')).toBeVisible();
  },
};

/** Three steps in a row by keyboard; the summary shows what was answered. */
export const ChainTheSteps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'New project' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const first = within(await screen.findByRole('alertdialog', { name: 'Step 1 of 3: name' }));
    await waitFor(() => expect(first.getByRole('textbox', { name: 'Project name' })).toHaveFocus());
    await userEvent.keyboard('Atlas{Enter}');
    const second = within(await screen.findByRole('alertdialog', { name: 'Step 2 of 3: team' }));
    await waitFor(() => expect(second.getByRole('spinbutton', { name: 'Team size' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Step 3 of 3: create it?' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Created “Atlas” (3 people).')).toBeVisible());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The async confirm fails while the switch is on: the reason shows in the dialog, which stays open. */
export const AsyncFailure: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send invoice' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Send invoice #4987?' }));
    const send = dialog.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(await dialog.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The mail server did not answer. Try again.',
    );
    await expect(send).not.toHaveAttribute('aria-busy');
  },
};
