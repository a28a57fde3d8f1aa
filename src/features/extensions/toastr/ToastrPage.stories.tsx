import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastrPage } from '@/features/extensions/toastr/ToastrPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Extensions/Toastr',
  component: ToastrPage,
  parameters: { session: 'admin', route: '/extensions/toastr', ...pageParameters },
} satisfies Meta<typeof ToastrPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toast saying `text`, once it has slid in (a picture mid-slide would catch it off screen). */
async function toastShown(text: string | RegExp, timeout = 3000) {
  const message = await screen.findByText(text, {}, { timeout });
  return waitFor(() => {
    const toast = message.closest<HTMLElement>('[role="alert"]');
    expect(toast).not.toBeNull();
    expect(toast?.getAnimations()).toEqual([]);
    return toast!;
  });
}

/** Presses `button` from the keyboard. */
async function press(button: HTMLElement) {
  button.focus();
  await userEvent.keyboard('{Enter}');
}

/** Six examples; the builder prints the call it would make, and no toast is shown yet. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Toastr');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Build a toast',
      'Update in place',
      'Promise with its data',
      'Action buttons',
      'One toast per id',
      'Newest on top',
    ]);
    await expect(canvas.getByRole('radio', { name: 'Success' })).toBeChecked();
    await expect(canvas.getByText(/"autoClose": 5000/)).toBeVisible();
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** By keyboard: choose Warning, no timer, no progress bar; the toast shows with those options. */
export const BuildAToast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Success' }).focus();
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Info' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Warning' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    const seconds = canvas.getByRole('spinbutton', { name: 'Close after (seconds, 0 = never)' });
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '0');
    await expect(canvas.getByText(/"autoClose": false/)).toBeVisible();
    await press(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await toastShown('Your profile was saved.');
    await expect(toast).toHaveClass('Toastify__toast--warning');
  },
};

/** One toast follows the export: its text and its type change in place, never a second toast. */
export const UpdateInPlace: Story = {
  play: async ({ canvasElement }) => {
    await press(within(canvasElement).getByRole('button', { name: 'Export all' }));
    await toastShown('Preparing the export…');
    await toastShown('Exported clients.csv (2 of 3)');
    await expect(screen.getAllByRole('alert')).toHaveLength(1);
    const done = await toastShown('Export ready: 3 files.', 4000);
    await expect(done).toHaveClass('Toastify__toast--success');
    await expect(screen.getAllByRole('alert')).toHaveLength(1);
  },
};

/** The promise's data writes the success message; with the switch on, its error writes the failure. */
export const PromiseWithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: 'Find overdue invoices' }));
    await toastShown('Looking for overdue invoices…');
    await expect(await toastShown('12 overdue invoices, $8,420 in all.')).toHaveClass('Toastify__toast--success');
    canvas.getByRole('switch', { name: 'Make the search fail' }).focus();
    await userEvent.keyboard(' ');
    await press(canvas.getByRole('button', { name: 'Find overdue invoices' }));
    await expect(await toastShown('No answer: the search service timed out.')).toHaveClass('Toastify__toast--error');
  },
};

/** Keyboard: Alt+T reaches the call, Tab to Join, Enter: the answer is shown and the focus is back. */
export const AnswerTheCall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ring = canvas.getByRole('button', { name: 'Ring me' });
    await press(ring);
    const toast = await toastShown('Ana Costa is calling');
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Join' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('You joined the call.')).toBeVisible();
    await expect(ring).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** Pressed twice, one toast; Back online closes it by its id. */
export const OneToastPerId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offline = canvas.getByRole('button', { name: 'Go offline' });
    offline.focus();
    await userEvent.keyboard('{Enter}{Enter}');
    await toastShown(/You are offline/);
    await expect(screen.getAllByRole('alert')).toHaveLength(1);
    await press(canvas.getByRole('button', { name: 'Back online' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** Three messages: the newest is on top. */
export const NewestOnTop: Story = {
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: 'Add a message' });
    add.focus();
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await toastShown('Message 3');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual([
        'Message 3',
        'Message 2',
        'Message 1',
      ]),
    );
  },
};
