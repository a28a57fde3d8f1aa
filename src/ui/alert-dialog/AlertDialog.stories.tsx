import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  AlertDialog,
  alertTones,
  allSkins,
  Button,
  openOverlayA11y,
  ToneIcon,
  useAlertDialog,
  type AlertDialogOptions,
} from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

/** A page's button asks through the hook and shows the answer it resolves with. */
function Asker(options: AlertDialogOptions) {
  const { ask, dialog } = useAlertDialog();
  const [answer, setAnswer] = useState('No answer yet.');
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <Button onClick={async () => setAnswer(JSON.stringify(await ask(options)))}>Ask</Button>
      <output>{answer}</output>
      {dialog}
    </div>
  );
}

const meta = {
  title: 'UI/AlertDialog',
  // Its stories open over the page: on the docs page each opens in a frame of its own.
  parameters: { ownFrame: true },
  component: AlertDialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Delete this file?',
    text: 'The file goes to the bin for 30 days.',
    tone: 'warning',
    confirmLabel: 'Delete',
    confirmTone: 'danger',
    cancelLabel: true,
  },
  argTypes: {
    tone: { control: 'select', options: alertTones },
    timer: { control: 'number' },
  },
  render: (args) => <Asker {...args} />,
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard: Enter on the page's button opens the dialog with Cancel focused (the safe answer),
 * Enter there cancels, the promise resolves, and the focus is back on the page's button.
 */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Ask' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this file?' });
    await expect(dialog).toHaveAccessibleDescription('The file goes to the bin for 30 days.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('{"confirmed":false,"reason":"cancel"}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Tab to the confirm button and press it: the promise resolves as confirmed. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('{"confirmed":true}'));
  },
};

/** Each tone's picture, drawn as the dialog opens (at once with reduced motion). */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      {alertTones.map((tone) => (
        <AlertDialog key={tone} open={tone === 'success'} onClose={() => {}} tone={tone} title={`A ${tone}`} />
      ))}
    </div>
  ),
  parameters: openOverlayA11y,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'A success' });
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

/** A prompt: the input has the focus, an empty value is refused with its reason, a valid one resolves. */
export const Prompt: Story = {
  args: {
    tone: 'question',
    title: 'Rename the file',
    text: undefined,
    confirmLabel: 'Rename',
    confirmTone: 'primary',
    input: { label: 'New name', validate: (value) => (value.trim() ? null : 'Give the file a name.') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Rename the file' }));
    const name = dialog.getByRole('textbox', { name: 'New name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(dialog.getByRole('alert')).toHaveTextContent('Give the file a name.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'Budget 2027{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('{"confirmed":true,"value":"Budget 2027"}'),
    );
  },
};

/** The confirm's action fails: the button was busy, then the reason shows and the dialog stays. */
export const AsyncFailure: Story = {
  args: {
    onConfirm: () => new Promise((_, reject) => setTimeout(() => reject(new Error('The server said no.')), 50)),
  },
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ask' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The server said no.');
    await expect(confirm).not.toHaveAttribute('aria-busy');
    await expect(confirm).toHaveFocus();
  },
};

/** A timer closes the dialog by itself; the countdown shows how long is left. */
export const Timer: Story = {
  args: { tone: 'success', title: 'Saved', text: undefined, cancelLabel: false, confirmLabel: undefined, timer: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Saved' });
    await expect(dialog).toHaveTextContent('Closes in 1 s');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('{"confirmed":false,"reason":"timer"}'), {
      timeout: 3000,
    });
  },
};

/** The tones' pictures in each skin (only them: a dialog's overlay would leave the skin's box). */
export const AllSkins: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {alertTones.map((tone) => (
        <ToneIcon key={tone} tone={tone} />
      ))}
    </div>
  ),
  parameters: allSkins,
};
