import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ListGroupPage } from '@/features/components/list-group/ListGroupPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/List group',
  component: ListGroupPage,
  parameters: { session: 'admin', route: '/components/list-group', ...pageParameters },
} satisfies Meta<typeof ListGroupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight examples; the current link and the chosen button say so, the disabled ones are out of reach. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('List group');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Basic',
      'Links',
      'Buttons',
      'Avatars and badges',
      'Tones',
      'Flush',
      'Numbered',
      'Horizontal',
    ]);
    const components = within(canvas.getByRole('navigation', { name: 'Components' }));
    await expect(components.getByRole('link', { name: 'List group' })).toHaveAttribute('aria-current', 'page');
    await expect(components.getByRole('link', { name: 'Carousel (coming soon)' })).not.toHaveAttribute('href');
    await expect(canvas.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: /Hourly/ })).toBeDisabled();
    await expect(canvas.getByRole('list', { name: 'Getting started' }).tagName).toBe('OL');
    await expect(within(canvas.getByRole('list', { name: 'System checks' })).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Keyboard: Tab goes through the links in order and skips the disabled one. */
export const TabThroughTheLinks: Story = {
  play: async ({ canvasElement }) => {
    const components = within(within(canvasElement).getByRole('navigation', { name: 'Components' }));
    components.getByRole('link', { name: 'Alerts' }).focus();
    for (const name of ['Badges', 'List group', 'Pagination']) {
      await userEvent.tab();
      await expect(components.getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(components.getByRole('link', { name: 'Carousel (coming soon)' })).not.toHaveFocus();
  },
};

/** Keyboard: Enter and Space choose a frequency; the choice moves and the line under the list follows. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Daily' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Weekly' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Report sent: daily')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Monthly' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Report sent: monthly')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Hourly/ })).not.toHaveFocus();
  },
};
