import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DividerPage } from '@/features/components/divider/DividerPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Divider',
  component: DividerPage,
  parameters: { session: 'admin', route: '/components/divider', ...pageParameters },
} satisfies Meta<typeof DividerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six examples; a divider with words is a separator named by them, an upright one says so, a decorative one is not there. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Divider');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'With words',
      'Line styles',
      'Tones',
      'Vertical',
      'Between two choices',
      'Decorative',
    ]);
    for (const name of ['Personal details', 'Today', 'Older', 'Dashed', 'Primary', 'or']) {
      await expect(canvas.getByRole('separator', { name })).toBeVisible();
    }
    const separators = canvas.getAllByRole('separator');
    // 3 with words, 4 styles, 6 tones, 2 upright, the "or": the receipt's decorative line is not one of them.
    await expect(separators).toHaveLength(16);
    const upright = separators.filter((line) => line.getAttribute('aria-orientation') === 'vertical');
    await expect(upright).toHaveLength(2);
  },
};

/** Keyboard: a separator is no stop; Tab goes from the email field to its button, then to the other choice. */
export const TabPastTheSeparator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: 'Email' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send me a sign-in link' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue with a passkey' })).toHaveFocus();
  },
};
