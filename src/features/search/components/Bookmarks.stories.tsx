import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { Bookmarks } from '@/features/search/components/Bookmarks';

const meta = {
  title: 'Layouts/Navbar/Bookmarks',
  component: Bookmarks,
  parameters: { session: 'admin' },
} satisfies Meta<typeof Bookmarks>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = within(document.body);

/** Email, Chat, Todo and Calendar start bookmarked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Email', 'Chat', 'Todo', 'Calendar'])
      await expect(await canvas.findByRole('link', { name })).toBeVisible();
  },
};

/** The star menu adds a page to the shortcuts, and removes it again. */
export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Email' });
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bookmarks' }));
    await userEvent.type(await body.findByRole('textbox', { name: 'Find a page' }), 'pricing');
    const star = await body.findByRole('button', { name: 'Bookmark Pricing' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() =>
      expect(body.getByRole('button', { name: 'Bookmark Pricing' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(await canvas.findByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Bookmark Pricing' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Pricing' })).toBeNull());
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { search: scenarios.serverError(handlers.search) } } },
};
