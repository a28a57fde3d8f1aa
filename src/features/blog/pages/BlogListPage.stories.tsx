import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import seed from '@/mocks/data/seed/blog.json';
import { BlogListPage } from '@/features/blog/pages/BlogListPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Blog/List',
  component: BlogListPage,
  parameters: {
    session: 'admin',
    route: '/pages/blog/list',
    endpoints: ['GET /blog/list/data', 'GET /blog/list/data/sidebar'],
    ...pageParameters,
  },
} satisfies Meta<typeof BlogListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const posts = seed.posts;
const cards = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Posts' })).findAllByRole('article');
const titles = async (canvasElement: HTMLElement) =>
  (await cards(canvasElement)).map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

/** The page with the address it is at, as the browser's bar would show it. */
function WithAddress() {
  const location = useLocation();
  return (
    <>
      <BlogListPage />
      <p>
        Address: <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
      </p>
    </>
  );
}
const address = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Address' });

/** The newest six posts as cards, the pages under them, the sidebar's search, recent posts and categories. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await titles(canvasElement)).toEqual(posts.slice(0, 6).map((p) => p.title));
    const [first] = await cards(canvasElement);
    await expect(within(first!).getByRole('link', { name: posts[0]!.title })).toHaveAttribute(
      'href',
      '/pages/blog/detail/1',
    );
    await expect(within(first!).getByText(posts[0]!.userFullName)).toBeVisible();
    await expect(within(first!).getByText('1,786 comments')).toBeVisible();
    await expect(within(within(first!).getByRole('list', { name: 'Categories' })).getByText('Food')).toBeVisible();
    await expect(first!.querySelector('img')).toHaveAttribute('width', '640');
    await expect(canvas.getByText('Showing 1–6 of 10 posts')).toBeVisible();
    const recent = await canvas.findByRole('list', { name: 'Recent posts' });
    await expect(within(recent).getAllByRole('link')).toHaveLength(4);
    const categories = canvas.getByRole('navigation', { name: 'Categories' });
    await expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All posts', 'Fashion', 'Food', 'Gaming', 'Quote', 'Video']);
  },
};

/** Flow: a category from the sidebar; the address keeps it and only its posts show; then page 2 of all posts. */
export const FilterByCategory: Story = {
  render: () => <WithAddress />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await step('Gaming', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Gaming' }));
      const gaming = posts.filter((p) => p.tags.includes('Gaming'));
      await waitFor(async () => expect(await titles(canvasElement)).toEqual(gaming.map((p) => p.title)));
      await expect(address(canvasElement)).toHaveTextContent('/pages/blog/list?category=Gaming');
      await expect(canvas.getByRole('link', { name: 'Gaming' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByText(`Showing 1–${gaming.length} of ${gaming.length} posts`)).toBeVisible();
    });
    await step('All posts, page 2', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'All posts' }));
      await canvas.findByText('Showing 1–6 of 10 posts');
      await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
      await waitFor(async () => expect(await titles(canvasElement)).toEqual(posts.slice(6).map((p) => p.title)));
      await expect(address(canvasElement)).toHaveTextContent('/pages/blog/list?page=2');
    });
  },
};

/** Flow: a search on titles and excerpts, then one that finds nothing, cleared from the empty state. */
export const Search: Story = {
  render: () => <WithAddress />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search the blog' });
    await step('"sourdough"', async () => {
      await userEvent.type(box, 'sourdough');
      await waitFor(async () => expect(await titles(canvasElement)).toEqual(['A Beginner’s Guide to Sourdough']));
      await expect(address(canvasElement)).toHaveTextContent('/pages/blog/list?q=sourdough');
    });
    await step('"zebra": no match, then clear', async () => {
      await userEvent.clear(box);
      await userEvent.type(box, 'zebra{Enter}');
      await expect(await canvas.findByRole('heading', { name: 'No posts match' })).toBeVisible();
      await expect(
        canvas.getByText('No post matches “zebra” here. Try other words, or clear the filters.'),
      ).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Clear the filters' }));
      await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(6));
      await expect(box).toHaveValue('');
      await expect(address(canvasElement)).toHaveTextContent(/^\/pages\/blog\/list$/);
    });
  },
};

/** An address naming a category the blog does not have: said so, with the way back to every post. */
export const UnknownCategory: Story = {
  parameters: { route: '/pages/blog/list?category=Cars' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No such category' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the filters' }));
    await expect(await cards(canvasElement)).toHaveLength(6);
  },
};

/** No posts at all: said so, with nothing to clear. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        blog: [http.get('*/blog/list/data', () => HttpResponse.json({ posts: [], total: 0 })), ...handlers.blog],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No posts yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear the filters' })).toBeNull();
  },
};

/** The header, the sidebar's frames and categories at once; the cards as a skeleton of their size. */
export const Loading: Story = {
  parameters: { msw: { handlers: { blog: scenarios.loading(handlers.blog) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('link', { name: 'Fashion' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { blog: scenarios.serverError(handlers.blog) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The posts could not be loaded.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};
