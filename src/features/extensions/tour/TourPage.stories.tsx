import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { TourPage } from '@/features/extensions/tour/TourPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Extensions/Tour',
  component: TourPage,
  parameters: { session: 'admin', route: '/extensions/tour', ...pageParameters },
} satisfies Meta<typeof TourPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tour's dialog for a step, once it is shown with the focus on its Next (or Done) button. */
const stepShown = async (title: string) => {
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: /^(Next|Done)$/ })).toHaveFocus());
  return dialog;
};

/** The page with its example; the tour waits for its button. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Tour');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Guided tour']);
    await expect(canvas.getByRole('button', { name: 'Take the tour' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Keyboard: Enter starts the tour, Next moves on, Back comes back, Skip tour ends it; the focus returns. */
export const NextBackSkip: Story = {
  play: async ({ canvasElement }) => {
    const start = within(canvasElement).getByRole('button', { name: 'Take the tour' });
    start.focus();
    await userEvent.keyboard('{Enter}');
    const first = await stepShown('Search');
    await expect(first).toHaveAccessibleDescription('Find an invoice by its number, customer or amount.');
    await expect(within(first).getByText('1 of 4')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    const second = await stepShown('Filters');
    await userEvent.click(within(second).getByRole('button', { name: 'Back' }));
    await stepShown('Search');
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Skip tour' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Restart the tour' })).toHaveFocus());
  },
};

/** Escape ends the tour on any step; Restart runs it from the first step again, through to Done. */
export const EscapeAndRestart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Take the tour' }));
    await stepShown('Search');
    await userEvent.keyboard('{Enter}');
    await stepShown('Filters');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const restart = canvas.getByRole('button', { name: 'Restart the tour' });
    await waitFor(() => expect(restart).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await stepShown('Search');
    await userEvent.keyboard('{Enter}');
    await stepShown('Filters');
    await userEvent.keyboard('{Enter}');
    await stepShown('New invoice');
    await userEvent.keyboard('{Enter}');
    await stepShown('Any time again');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The second step left open: the kit's tooltip pointing at Filters, over the dimmed page. */
export const OpenStep: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Take the tour' }));
    await stepShown('Search');
    await userEvent.keyboard('{Enter}');
    await stepShown('Filters');
  },
};
