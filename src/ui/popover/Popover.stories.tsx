import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Popover } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    title: 'Plan details',
    trigger: <Button variant="outline">Show plan</Button>,
    children: (
      <p style={{ margin: 0 }}>
        The Standard plan includes 10 seats and priority support. <a href="#pricing">Compare plans</a>
      </p>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
  // Open, it sits over the page: on the docs page each story opens in a frame of its own.
  parameters: { ownFrame: true },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 220, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { side: 'bottom' },
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show plan' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Plan details' });
    await expect(within(dialog).getByRole('link', { name: 'Compare plans' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };
