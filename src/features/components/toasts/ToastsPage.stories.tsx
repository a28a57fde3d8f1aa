import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastsPage } from '@/features/components/toasts/ToastsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Toasts',
  component: ToastsPage,
  parameters: { session: 'admin', route: '/components/toasts', ...pageParameters },
} satisfies Meta<typeof ToastsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The toast saying `text`, once it has slid in, as a person waits for it: a check or a picture taken
 * mid-slide would catch it off screen, and its announcement (role alert) not made.
 */
async function toastShown(text: string | RegExp) {
  const message = await screen.findByText(text);
  const shown = await waitFor(() => {
    const toast = message.closest<HTMLElement>('[role="alert"]');
    expect(toast).not.toBeNull();
    expect(toast?.getAnimations()).toEqual([]);
    return toast!;
  });
  return shown;
}

/** Presses `button` from the keyboard. */
async function press(button: HTMLElement) {
  button.focus();
  await userEvent.keyboard('{Enter}');
}

/** Five examples; no toast is shown until a button raises one. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Toasts');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Types',
      'Positions',
      'With an action',
      'Following a promise',
      'Stack and dismiss all',
    ]);
    await expect(canvas.getByRole('radio', { name: 'Top right' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Make the upload fail' })).not.toBeChecked();
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Keyboard: one toast of each type, each in its colour, the newest on top. */
export const EveryType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const types = [
      ['Success', 'Your changes were saved.', 'success'],
      ['Info', 'A new version is available.', 'info'],
      ['Warning', 'Your trial ends in 3 days.', 'warning'],
      ['Error', 'The payment was declined.', 'error'],
      ['Default', 'Ana joined the project.', 'default'],
    ] as const;
    for (const [button, text, type] of types) {
      await press(canvas.getByRole('button', { name: button }));
      await expect(await toastShown(text)).toHaveClass(`Toastify__toast--${type}`);
    }
    await expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(
      types.map(([, text]) => text).reverse(),
    );
  },
};

/** Keyboard: the arrows choose a position in the group; the toast appears there. */
export const BottomLeft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Top right' }).focus();
    // Held down, as a finger does: Radix checks the radio the arrow moves the focus to.
    await userEvent.keyboard('{ArrowRight>}');
    const bottomLeft = canvas.getByRole('radio', { name: 'Bottom left' });
    await waitFor(() => expect(bottomLeft).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(bottomLeft).toHaveFocus();
    await press(canvas.getByRole('button', { name: 'Show toast' }));
    const box = (await toastShown('Shown at the bottom left.')).getBoundingClientRect();
    await expect(box.left).toBeLessThan(window.innerWidth / 3);
    await expect(box.bottom).toBeGreaterThan(window.innerHeight / 2);
  },
};

/** Keyboard: archive, Alt+T to reach the toast, Tab to Undo, Enter: the message is back and so is the focus. */
export const UndoTheArchive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const archive = canvas.getByRole('button', { name: 'Archive the oldest' });
    await press(archive);
    await expect(canvas.getByText(/^Inbox:/)).toHaveTextContent('Inbox: Team lunch on Friday, New login from Lisbon.');
    const toast = await toastShown('“Quarterly report” archived.');
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    const undo = within(toast).getByRole('button', { name: 'Undo' });
    await expect(undo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/^Inbox:/)).toHaveTextContent(
      'Inbox: Quarterly report, Team lunch on Friday, New login from Lisbon.',
    );
    await expect(archive).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** The upload's one toast says it is running, then that it is done. */
export const UploadSucceeds: Story = {
  play: async ({ canvasElement }) => {
    await press(within(canvasElement).getByRole('button', { name: 'Upload report' }));
    await expect(await toastShown('Uploading the report…')).toBeVisible();
    const done = await toastShown('Report uploaded.');
    await expect(done).toHaveClass('Toastify__toast--success');
    await expect(screen.getAllByRole('alert')).toHaveLength(1);
  },
};

/** Keyboard: Space turns the switch on; the same toast then turns into the error. */
export const UploadFails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('switch', { name: 'Make the upload fail' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: 'Make the upload fail' })).toBeChecked();
    await press(canvas.getByRole('button', { name: 'Upload report' }));
    await expect(await toastShown('Uploading the report…')).toBeVisible();
    await expect(await toastShown('The upload failed. Try again.')).toHaveClass('Toastify__toast--error');
  },
};

/** Keyboard: three notifications stack newest first; Dismiss all closes every one. */
export const StackThenDismiss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notify = canvas.getByRole('button', { name: 'Notify' });
    notify.focus();
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await toastShown('Notification 3');
    await expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual([
      'Notification 3',
      'Notification 2',
      'Notification 1',
    ]);
    await press(canvas.getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  },
};
