import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PillBadgesPage } from '@/features/components/pill-badges/PillBadgesPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Pill badges',
  component: PillBadgesPage,
  parameters: { session: 'admin', route: '/components/pill-badges', ...pageParameters },
} satisfies Meta<typeof PillBadgesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four examples: tinted and solid pills, counts in a list, and pills that are links. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pill badges' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Tint',
      'Solid',
      'Counts in a list',
      'As links',
    ]);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('Spam').closest('li')).toHaveTextContent('Spam31 unread');
  },
};

/** The role pills are links to the users list filtered by that role, reached with Tab. */
export const LinksByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Users by role' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/apps/user/list?role=admin',
      '/apps/user/list?role=editor',
      '/apps/user/list?role=author',
      '/apps/user/list?role=maintainer',
    ]);
    links[0]!.focus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Editors' })).toHaveFocus();
  },
};
