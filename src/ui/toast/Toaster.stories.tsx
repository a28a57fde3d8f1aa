import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, toast, Toaster } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

let count = 0;

function Triggers() {
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success(`User added (${++count})`)}>Success toast</Button>
      <Button tone="danger" onClick={() => toast.error('Could not delete the invoice.')}>
        Error toast
      </Button>
      <Button tone="info" onClick={() => toast.info('3 new messages')}>
        Info toast
      </Button>
    </div>
  );
}

/**
 * Toasts follow the skin and the direction and stack newest on top. The app's providers
 * (and so every story) already mount one Toaster; call `toast` from `@/ui` anywhere.
 */
const meta = {
  title: 'UI/Toasts',
  component: Toaster,
  render: () => <Triggers />,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem', minBlockSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    count = 0;
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The message of the toast saying `text`, once its toast has slid in, as a person waits for it: a check
 * or a picture taken mid-slide would catch it off screen, and its announcement (role alert) not made.
 */
async function toastShown(text: string) {
  const message = await screen.findByText(text);
  await waitFor(() => {
    const shown = message.closest<HTMLElement>('[role="alert"]');
    expect(shown).not.toBeNull();
    expect(shown?.getAnimations()).toEqual([]);
  });
  return message;
}

const kinds = ['success', 'error', 'info', 'warning'] as const;
/** What the Playground's controls set: `toast[kind](message)`. */
type ToastArgs = { kind: (typeof kinds)[number]; message: string };

/** A toast of the chosen kind, announced as an alert. */
export const Playground: StoryObj<ToastArgs> = {
  parameters: componentLooks,
  args: { kind: 'success', message: 'User added' },
  argTypes: { kind: { control: 'inline-radio', options: kinds } },
  render: ({ kind, message }) => <Button onClick={() => toast[kind](message)}>Show toast</Button>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(await toastShown('User added')).toBeVisible();
  },
};

export const NewestOnTop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    await toastShown('User added (1)');
    await toastShown('User added (2)');
    const toasts = screen.getAllByText(/User added/);
    await expect(toasts.map((t) => t.textContent)).toEqual(['User added (2)', 'User added (1)']);
  },
};

/** A toast's `position` option puts it in any corner or edge; the others stay at the inline end. */
export const Positions: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button onClick={() => toast.info('At the bottom left', { position: 'bottom-left' })}>Bottom left</Button>
      <Button onClick={() => toast.info('At the top center', { position: 'top-center' })}>Top center</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bottom left' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Top center' }));
    const bottomLeft = (await toastShown('At the bottom left')).getBoundingClientRect();
    const topCenter = (await toastShown('At the top center')).getBoundingClientRect();
    await expect(bottomLeft.left).toBeLessThan(window.innerWidth / 3);
    await expect(bottomLeft.top).toBeGreaterThan(window.innerHeight / 2);
    await expect(topCenter.top).toBeLessThan(window.innerHeight / 2);
  },
};

/** The upload the next story's button starts, finished by its second button: the story chooses when. */
let finishUpload: () => void = () => {};

/** `toast.promise`: one toast says the work is running, then takes its outcome's kind and words. */
export const FollowsAPromise: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button
        onClick={() =>
          toast.promise(
            new Promise<void>((resolve) => {
              finishUpload = resolve;
            }),
            { pending: 'Uploading…', success: 'Uploaded', error: 'Upload failed' },
          )
        }
      >
        Upload
      </Button>
      <Button variant="outline" onClick={() => finishUpload()}>
        Finish
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await toastShown('Uploading…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(await toastShown('Uploaded')).toBeVisible();
    await expect(screen.queryByText('Uploading…')).not.toBeInTheDocument();
  },
};

/** An error toast, in the danger tone. */
export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error toast' }));
    await expect(await toastShown('Could not delete the invoice.')).toBeVisible();
  },
};

/** Right to left, toasts come in at the inline end of the screen: its left edge. */
export const RtlOnTheLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Info toast' }));
    const message = await toastShown('3 new messages');
    await expect(message).toBeVisible();
    // At the inline end of the screen: the left edge in RTL.
    await expect(message.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
  },
};
