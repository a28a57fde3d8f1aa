import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Field, Input, Offcanvas, openOverlayA11y } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Offcanvas',
  // Its stories open over the page: on the docs page each opens in a frame of its own.
  parameters: { ownFrame: true },
  component: Offcanvas,
  args: {
    title: 'Add user',
    trigger: <Button>Add user</Button>,
    children: (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <Field label="Full name" required>
          <Input placeholder="John Doe" />
        </Field>
        <Field label="Email" required>
          <Input type="email" placeholder="john@example.com" />
        </Field>
        <Button type="submit">Submit</Button>
      </div>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: ['start', 'end', 'top', 'bottom'] } },
} satisfies Meta<typeof Offcanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { side: 'end' },
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add user' }));
    const panel = await screen.findByRole('dialog', { name: 'Add user' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const End: Story = { args: { defaultOpen: true }, parameters: openOverlayA11y };
export const Start: Story = { args: { defaultOpen: true, side: 'start' }, parameters: openOverlayA11y };
export const Bottom: Story = {
  args: { defaultOpen: true, side: 'bottom', size: '16rem' },
  parameters: openOverlayA11y,
};

/**
 * `modal={false}`: no backdrop, the page stays usable and readable behind the panel, which closes on
 * Escape or when the person clicks or moves the focus elsewhere.
 */
export const WithoutBackdrop: Story = {
  args: { modal: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add user' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Add user' });
    await expect(panel).not.toHaveAttribute('aria-modal');
    await expect(document.body.style.pointerEvents).not.toBe('none');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Right to left, the end side is the left: the panel opens against the left edge. */
export const RtlEndIsLeft: Story = {
  ...End,
  globals: { direction: 'rtl' },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Add user' });
    // Once it has slid in.
    await waitFor(() => expect(panel.getBoundingClientRect().left).toBe(0));
    await expect(panel.getBoundingClientRect().right).toBeLessThan(window.innerWidth / 2);
  },
};
