import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SpinnersPage } from '@/features/components/spinners/SpinnersPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Spinners',
  component: SpinnersPage,
  parameters: { session: 'admin', route: '/components/spinners', ...pageParameters },
} satisfies Meta<typeof SpinnersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six examples, each a live spinner under its title. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Spinners');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Sizes',
      'Tones',
      'Growing',
      'In a button',
      'Loading block',
      'In a line of text',
    ]);
    await expect(canvas.getByText('Loading (danger)')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Monthly report' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Keyboard: Enter on "Save changes" sets the button busy (it keeps the focus), then the result is announced. */
export const SaveWithALoadingButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save changes' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(save).toHaveAccessibleName('Saving…');
    await expect(save).toHaveFocus();
    await waitFor(() => expect(canvas.getByText('Saved 1 time.')).toBeVisible(), { timeout: 3000 });
    await expect(save).not.toHaveAttribute('aria-busy');
  },
};
