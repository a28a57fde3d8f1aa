import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ButtonsPage } from '@/features/components/buttons/ButtonsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Buttons',
  component: ButtonsPage,
  parameters: { session: 'admin', route: '/components/buttons', ...pageParameters },
} satisfies Meta<typeof ButtonsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nine examples, from the variants matrix to a toolbar. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buttons' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Variants and tones',
      'Sizes',
      'With icons',
      'Icon only',
      'Loading',
      'Disabled',
      'Full width',
      'Button group',
      'Toolbar',
    ]);
    // Four variants × six tones.
    for (const variant of ['solid', 'outline', 'tint', 'text']) {
      await expect(within(canvas.getByRole('group', { name: variant })).getAllByRole('button')).toHaveLength(6);
    }
    await expect(canvas.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Uploading' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Flow: saving shows the spinner and ignores presses until it is done, then says so. */
export const SaveWithLoading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save changes' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(save).toHaveAccessibleName('Saving…');
    await expect(save).toHaveFocus();
    await waitFor(() => expect(save).toHaveAccessibleName('Saved'), { timeout: 3000 });
    await expect(save).not.toHaveAttribute('aria-busy');
  },
};

/** Flow: the group's buttons say which range is chosen, by pointer or keyboard. */
export const ChooseARange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(canvas.getByRole('group', { name: 'Calendar range' }));
    await expect(group.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(group.getByRole('button', { name: 'Month' }));
    await expect(group.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'false');
    group.getByRole('button', { name: 'Day' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Showing one day of events.')).toBeVisible();
  },
};

/** Flow: the toolbar is one Tab stop; the arrow keys move along it and Space toggles a style. */
export const UseTheToolbar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = within(canvas.getByRole('toolbar', { name: 'Text formatting' }));
    const bold = toolbar.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    const italic = toolbar.getByRole('button', { name: 'Italic' });
    await expect(italic).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{End}');
    await expect(toolbar.getByRole('button', { name: 'Post' })).toHaveFocus();
    await userEvent.click(toolbar.getByRole('radio', { name: 'Centre' }));
    await expect(toolbar.getByRole('radio', { name: 'Centre' })).toHaveAttribute('aria-checked', 'true');
  },
};
