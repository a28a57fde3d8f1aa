import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Field, Input, Modal, ModalClose, openOverlayA11y } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Modal',
  // Its stories open over the page: on the docs page each opens in a frame of its own.
  parameters: { ownFrame: true },
  component: Modal,
  args: {
    title: 'Edit user information',
    description: 'Updating user details will receive a privacy audit.',
    trigger: <Button>Edit user</Button>,
    children: (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <Field label="Full name">
          <Input defaultValue="John Doe" />
        </Field>
        <Field label="Email">
          <Input type="email" defaultValue="john@example.com" />
        </Field>
      </div>
    ),
    footer: (
      <>
        <ModalClose asChild>
          <Button variant="tint" tone="secondary">
            Cancel
          </Button>
        </ModalClose>
        <Button>Save</Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on click, moves focus inside, Escape closes and focus goes back to the trigger. */
export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { size: 'md' },
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit user' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user information' });
    await expect(dialog).toHaveAccessibleDescription('Updating user details will receive a privacy audit.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true }, parameters: openOverlayA11y };
export const Small: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    children: 'Delete this invoice? This cannot be undone.',
    description: undefined,
    title: 'Delete invoice',
  },
  parameters: openOverlayA11y,
};
/**
 * Content taller than the screen scrolls in the body, between the header and the footer. With no
 * control inside, the body is a Tab stop while it overflows, so the arrow keys scroll it.
 */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Release notes',
    description: undefined,
    children: Array.from({ length: 30 }, (_, index) => (
      <p key={index}>Version 2.{30 - index}: fixes and small improvements.</p>
    )),
  },
  parameters: openOverlayA11y,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Release notes' });
    const body = within(dialog).getByText('Version 2.30: fixes and small improvements.').parentElement!;
    await expect(body).toHaveAttribute('tabindex', '0');
    await expect(
      within(dialog).getByRole('button', { name: 'Save' }).getBoundingClientRect().bottom,
    ).toBeLessThanOrEqual(window.innerHeight);
  },
};
