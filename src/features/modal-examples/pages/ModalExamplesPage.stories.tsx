import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ModalExamplesPage } from '@/features/modal-examples/pages/ModalExamplesPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Modal examples/Page',
  component: ModalExamplesPage,
  parameters: { session: 'admin', route: '/pages/modal-examples', ...pageParameters },
} satisfies Meta<typeof ModalExamplesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = [
  'Share project',
  'Add new card',
  'Upgrade plan',
  'Edit user',
  'Enable two-factor',
  'Refer and earn',
  'Create app',
];

/** Seven cards, each saying what its dialog does, with the button that shows it. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Modal examples' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(titles);
    for (const title of titles) {
      const button = canvas.getByRole('button', { name: `Show ${title}` });
      await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    }
  },
};

/** Flow: by keyboard alone: Tab to a card's button, Enter shows its dialog, Escape gives the focus back. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Show Share project' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Share project' });
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Add people by email' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
  },
};

/** In French: the cards and buttons in the reader's language. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Exemples de fenêtres modales' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Afficher Partager le projet' })).toBeVisible();
  },
};
