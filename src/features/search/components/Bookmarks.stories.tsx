import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import seed from '@/mocks/data/seed/search.json';
import { Bookmarks } from '@/features/search/components/Bookmarks';

const meta = {
  title: 'Layouts/Navbar/Bookmarks',
  component: Bookmarks,
  parameters: { session: 'admin' },
} satisfies Meta<typeof Bookmarks>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = within(document.body);

// The pages the seed bookmarks (Email, Chat, Todo and Calendar; a starter keeps those its screens open).
const seeded = seed.pages.filter((page) => page.isBookmarked).map((page) => page.title);
// A page to bookmark: Pricing, or in a starter without it, the first page the seed does not bookmark.
const example = (seed.pages.find((page) => page.title === 'Pricing') ?? seed.pages.find((page) => !page.isBookmarked))!
  .title;

/** Email, Chat, Todo and Calendar start bookmarked (those of them the app has). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of seeded) await expect(await canvas.findByRole('link', { name })).toBeVisible();
    await expect(canvas.queryAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(seeded);
  },
};

/** The star menu adds a page to the shortcuts, and removes it again. */
export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (seeded[0]) await canvas.findByRole('link', { name: seeded[0] });
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bookmarks' }));
    await userEvent.type(await body.findByRole('textbox', { name: 'Find a page' }), example.toLowerCase());
    const star = await body.findByRole('button', { name: `Bookmark ${example}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() =>
      expect(body.getByRole('button', { name: `Bookmark ${example}` })).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(await canvas.findByRole('link', { name: example })).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: `Bookmark ${example}` }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: example })).toBeNull());
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { search: scenarios.serverError(handlers.search) } } },
};
