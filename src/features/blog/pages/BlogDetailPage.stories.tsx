import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { BlogDetail } from '@/lib/api/schemas/blog';
import { handlers, scenarios, setDemoNow } from '@/mocks';
import seed from '@/mocks/data/seed/blog.json';
import { appears } from '@/stories/support/appears';
import { BlogDetailPage } from '@/features/blog/pages/BlogDetailPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Blog/Detail',
  component: BlogDetailPage,
  parameters: {
    session: 'admin',
    route: '/pages/blog/detail/2',
    endpoints: ['GET /blog/list/data/detail', 'GET /blog/list/data/sidebar', 'POST /blog/list/data/comment'],
    ...pageParameters,
  },
  // The demo server's clock stands still: a comment added here has the same time in every picture.
  beforeEach: () => {
    setDemoNow('2026-01-15T12:00:00.000Z');
    return () => setDemoNow();
  },
} satisfies Meta<typeof BlogDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const post = seed.details[1]!;
const heading = (canvasElement: HTMLElement, name = post.title) =>
  within(canvasElement).findByRole('heading', { level: 1, name });
const commentList = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Comments' });
const commentBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Comment' });

/** The post: picture, title, author and date, categories, sanitized body, share links, comments and the form. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toBeVisible();
    await expect(canvas.getByText(post.userFullName)).toBeVisible();
    const body = canvas.getByRole('document', { name: 'Post' });
    await expect(within(body).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/pages/blog/edit/2');
    const share = canvas.getByRole('link', { name: 'Share on LinkedIn (opens in a new tab)' });
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(share).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(share.getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${window.location.origin}/pages/blog/detail/2`)}`,
    );
    await expect(canvas.getByRole('heading', { name: `Comments (${post.comments})` })).toBeVisible();
    await expect(within(commentList(canvasElement)).getAllByRole('listitem')).toHaveLength(seed.comments['2'].length);
    await expect(canvas.getByText('John Doe')).toBeVisible();
  },
};

/** Flow: a comment by the signed-in admin; it shows at the end, the count goes up and the box empties. */
export const AddComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await expect(await canvas.findByText('Write your comment first.')).toBeVisible();
    await userEvent.type(commentBox(canvasElement), 'Made the soup last night. Lovely!');
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await expect(await canvas.findByRole('heading', { name: `Comments (${post.comments + 1})` })).toBeVisible();
    const items = within(commentList(canvasElement)).getAllByRole('listitem');
    await expect(items).toHaveLength(seed.comments['2'].length + 1);
    await expect(items.at(-1)).toHaveTextContent('John Doe');
    await expect(items.at(-1)).toHaveTextContent('Made the soup last night. Lovely!');
    await waitFor(() => expect(commentBox(canvasElement)).toHaveValue(''));
    await appears(screen.findByText('Your comment is posted.'));
  },
};

/** The server refuses the comment by field: its words show under the text, which stays as typed. */
export const CommentRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        blog: [
          http.post('*/blog/list/data/comment', () =>
            HttpResponse.json(
              {
                error: 'Invalid request. commentText: links wait for a moderator',
                issues: [{ path: 'commentText', message: 'Comments with links wait for a moderator.' }],
              },
              { status: 400 },
            ),
          ),
          ...handlers.blog,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.type(commentBox(canvasElement), 'See https://example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await expect(await canvas.findByText('Comments with links wait for a moderator.')).toBeVisible();
    await expect(commentBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(commentBox(canvasElement)).toHaveValue('See https://example.com');
    await expect(canvas.getByRole('heading', { name: `Comments (${post.comments})` })).toBeVisible();
  },
};

/** The bare address: the newest post. */
export const Newest: Story = {
  parameters: { route: '/pages/blog/detail' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, seed.details[0]!.title)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/pages/blog/edit/1',
    );
  },
};

const hostile = (content: string): BlogDetail => ({
  blog: { ...post, tags: ['Food'], status: 'Published', content },
  comments: [],
});

/** A body that tries to run: a script, an event handler, a `javascript:` link. Shown inert. */
export const HostileContent: Story = {
  parameters: {
    msw: {
      handlers: {
        blog: [
          http.get('*/blog/list/data/detail', () =>
            HttpResponse.json(
              hostile(
                '<p>Safe words.</p><script>window.blogHacked = "script"</script>' +
                  '<img alt="x" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="window.blogHacked = \'img\'">' +
                  '<a href="javascript:window.blogHacked = \'link\'">Open</a>',
              ),
            ),
          ),
          ...handlers.blog,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = await canvas.findByRole('document', { name: 'Post' });
    await expect(body).toHaveTextContent('Safe words.');
    await expect(body.querySelector('script')).toBeNull();
    await expect(body.querySelector('[onerror]')).toBeNull();
    await expect(body.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as { blogHacked?: string }).blogHacked).toBeUndefined();
    await expect(canvas.getByText('No comments yet. Be the first to write one.')).toBeVisible();
  },
};

/** An id no post has: said so, with the way back to the list. */
export const NotFound: Story = {
  parameters: { route: '/pages/blog/detail/99' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No such post' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/pages/blog/list');
  },
};

/** An address that cannot name a post is not-found without asking the server. */
export const MalformedId: Story = {
  parameters: { route: '/pages/blog/detail/first-post', endpoints: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No such post' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { blog: scenarios.loading(handlers.blog) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent('Loading…');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { blog: scenarios.serverError(handlers.blog) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The post could not be loaded.')).toBeVisible();
  },
};
