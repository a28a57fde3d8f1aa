import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { PopoversPage } from '@/features/components/popovers/PopoversPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Popovers',
  component: PopoversPage,
  parameters: { session: 'admin', route: '/components/popovers', ...pageParameters },
} satisfies Meta<typeof PopoversPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four examples; every popover is closed until its trigger is pressed. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Popovers');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Four sides',
      'With a title',
      'A form inside',
      'Escape and outside click',
    ]);
    await expect(canvas.getAllByRole('button', { name: /^Open / })).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Status filters (2)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Keyboard: Enter opens the titled popover, Escape closes it and the focus is back on its trigger. */
export const CloseWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'What’s included?' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Team plan' });
    await expect(within(dialog).getByRole('link', { name: 'Compare every plan' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Fill the reminder form by keyboard and save: the popover closes, the focus returns, the result is announced. */
export const SaveTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Add reminder' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'New reminder' }));
    const note = dialog.getByRole('textbox', { name: 'Note' });
    await userEvent.clear(note);
    await userEvent.type(note, 'Send the invoices{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Reminder: Send the invoices at 14:30');
    await expect(canvas.getByRole('button', { name: 'Change reminder' })).toHaveFocus();
  },
};

/** A click outside closes the filters; the choice made inside stays and the trigger counts it. */
export const CloseByClickingOutside: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status filters (2)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Status filters' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Paid' }));
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Status filters (3)' })).toBeVisible();
  },
};

/** The popover on the left side, left open: its header, close button and arrow as a person sees them. */
export const OpenOnTheLeft: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open left' }));
    const dialog = await screen.findByRole('dialog', { name: 'On the left' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
