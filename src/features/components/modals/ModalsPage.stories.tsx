import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { appears } from '@/stories/support/appears';
import { ModalsPage } from '@/features/components/modals/ModalsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Modals',
  component: ModalsPage,
  parameters: { session: 'admin', route: '/components/modals', ...pageParameters },
} satisfies Meta<typeof ModalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status line of the example whose heading is `title`. */
const statusOf = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('heading', { level: 2, name: title }).closest('section')!).getByRole('status');

/** Presses `trigger` by keyboard and returns the dialog named `name` once the focus is inside it. */
async function openByKeyboard(trigger: HTMLElement, name: string) {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

/** Six examples; every modal is closed. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Modals');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Basic modal',
      'Sizes',
      'Scrolling content',
      'A form that keeps its values',
      'Confirm dialog',
      'Stacked modals',
    ]);
    for (const name of ['Small', 'Default', 'Large', 'Extra large']) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'dialog');
    }
    await expect(statusOf(canvasElement, 'Confirm dialog')).toHaveTextContent('Invoice #4987 is in the list.');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Keyboard: Enter opens, the focus is trapped inside, Escape closes and the focus is back on the trigger. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open modal' });
    const dialog = await openByKeyboard(trigger, 'Welcome aboard');
    await expect(dialog).toHaveAccessibleDescription('Three things to do in your first week.');
    // Tab goes round inside the dialog: the close button, Got it, then the close button again.
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Keyboard: the large modal is wider than the small one; its footer's Done gives the focus back. */
export const CompareSizes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Small' });
    let dialog = await openByKeyboard(small, 'Small modal');
    const smallWidth = dialog.getBoundingClientRect().width;
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(small).toHaveFocus());
    const large = canvas.getByRole('button', { name: 'Large' });
    dialog = await openByKeyboard(large, 'Large modal');
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(smallWidth * 1.5);
    within(dialog).getByRole('button', { name: 'Done' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(large).toHaveFocus());
  },
};

/** The long terms left open: the body scrolls between the title and the footer, which stay in view. */
export const LongContent: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read the terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of service' });
    const accept = within(dialog).getByRole('button', { name: 'Accept' });
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(accept.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    const body = within(dialog)
      .getByRole('heading', { name: '10. How to reach us' })
      .closest('section')!.parentElement!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // Nothing to focus in the text: the body itself is a Tab stop, for the arrow keys to scroll it.
    await expect(body).toHaveAttribute('tabindex', '0');
  },
};

/** Keyboard: what was typed is still there after Escape; sending it closes the modal and says so. */
export const KeepTheDraft: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Invite a teammate' });
    let dialog = await openByKeyboard(trigger, 'Invite a teammate');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Lea Martin');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    dialog = await openByKeyboard(trigger, 'Invite a teammate');
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Lea Martin');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'lea@example.com{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(statusOf(canvasElement, 'A form that keeps its values')).toHaveTextContent(
      'Invite sent to Lea Martin (lea@example.com).',
    );
  },
};

/** Keyboard: Cancel has the focus first; Delete spins, then the dialog closes and the focus returns. */
export const ConfirmTheDelete: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete invoice #4987' });
    const dialog = await openByKeyboard(trigger, 'Delete invoice #4987?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(statusOf(canvasElement, 'Confirm dialog')).toHaveTextContent('Invoice #4987 deleted.');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Restore invoice #4987' })).toHaveFocus(),
    );
  },
};

/** Keyboard: Escape closes the top modal only; the one below keeps the new member and gets the focus back. */
export const StackAndInvite: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const share = within(canvasElement).getByRole('button', { name: 'Share the project' });
    const outer = await openByKeyboard(share, 'Share the project');
    const invite = within(outer).getByRole('button', { name: 'Invite by email' });
    await openByKeyboard(invite, 'Invite by email');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite by email' })).not.toBeInTheDocument());
    await expect(invite).toHaveFocus();
    const inner = await openByKeyboard(invite, 'Invite by email');
    within(inner).getByRole('textbox', { name: 'Email' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite by email' })).not.toBeInTheDocument());
    await expect(within(outer).getByText('lea@example.com')).toBeVisible();
    await expect(invite).toHaveFocus();
  },
};

/** The two stacked modals left open, as a person sees them. */
export const Stacked: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share the project' }));
    const outer = await screen.findByRole('dialog', { name: 'Share the project' });
    await userEvent.click(within(outer).getByRole('button', { name: 'Invite by email' }));
    // It fades in over the first.
    await appears(screen.findByRole('dialog', { name: 'Invite by email' }));
  },
};
