import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from './toast';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { Toaster } from './Toaster';

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
 * (and so every story) already mount one Toaster; call `toast` from `@/ui/toast/toast` anywhere.
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

export const NewestOnTop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    await waitFor(async () => {
      const toasts = await screen.findAllByText(/User added/);
      await expect(toasts.map((t) => t.textContent)).toEqual(['User added (2)', 'User added (1)']);
    });
  },
};

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error toast' }));
    const message = await screen.findByText('Could not delete the invoice.');
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const Rtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Info toast' }));
    const message = await screen.findByText('3 new messages');
    await waitFor(() => expect(message).toBeVisible());
    // At the inline end of the screen: the left edge in RTL.
    await expect(message.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
  },
};
