import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import seed from '@/mocks/data/seed/blog.json';
import { appears } from '@/stories/support/appears';
import { BlogEditPage } from '@/features/blog/pages/BlogEditPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Blog/Edit',
  component: BlogEditPage,
  parameters: {
    session: 'admin',
    route: '/pages/blog/edit/2',
    endpoints: ['GET /blog/list/data/edit', 'POST /blog/list/data/edit'],
    ...pageParameters,
  },
} satisfies Meta<typeof BlogEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const post = seed.edits[1]!;
const form = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Post' }));
const field = (scope: ReturnType<typeof within>, name: string) => scope.getByRole('textbox', { name });

/** A picture drawn in the page and saved as a PNG file, as a person would pick one. */
async function pngFile(name: string, colour: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 90;
  const context = canvas.getContext('2d')!;
  context.fillStyle = colour;
  context.fillRect(0, 0, 160, 90);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** The post's fields as saved, the body in the rich-text editor (loaded with the page, not the list). */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const scope = await form(canvasElement);
    await expect(field(scope, 'Title')).toHaveValue(post.blogTitle);
    await expect(field(scope, 'Slug')).toHaveValue(post.slug);
    await expect(scope.getByRole('checkbox', { name: 'Video' })).toBeChecked();
    await expect(scope.getByRole('checkbox', { name: 'Gaming' })).toBeChecked();
    await expect(scope.getByRole('checkbox', { name: 'Food' })).not.toBeChecked();
    await expect(scope.getByRole('radio', { name: 'Published' })).toBeChecked();
    await expect(field(scope, 'Excerpt')).toHaveValue(post.excerpt);
    await expect(scope.getByRole('img', { name: 'The featured image' })).toHaveAttribute('src', post.featuredImage);
    const body = await scope.findByRole('textbox', { name: 'Content' }, { timeout: 4000 });
    await expect(body).toHaveTextContent('Where to start');
  },
};

/** Flow: a new title gives the slug; a category and the status change; saved, said in a toast, shown on the post. */
export const EditAndSave: Story = {
  parameters: {
    endpoints: [
      'GET /blog/list/data/edit',
      'POST /blog/list/data/edit',
      'GET /blog/list/data/detail',
      'GET /blog/list/data/sidebar',
    ],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const scope = await form(canvasElement);
    await step('The slug follows the title', async () => {
      await userEvent.clear(field(scope, 'Title'));
      await userEvent.type(field(scope, 'Title'), 'Ten Rainy-Day Soups, Ranked!');
      await expect(field(scope, 'Slug')).toHaveValue('ten-rainy-day-soups-ranked');
    });
    await step('Food, as a draft', async () => {
      await userEvent.click(scope.getByRole('checkbox', { name: 'Food' }));
      await userEvent.click(scope.getByRole('radio', { name: 'Draft' }));
    });
    await step('Save', async () => {
      await userEvent.click(scope.getByRole('button', { name: 'Save changes' }));
      await appears(screen.findByText('“Ten Rainy-Day Soups, Ranked!” is saved.'));
      await expect(field(scope, 'Title')).toHaveValue('Ten Rainy-Day Soups, Ranked!');
    });
    await step('The post shows the change', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'View the post' }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Ten Rainy-Day Soups, Ranked!' }, { timeout: 4000 }),
      ).toBeVisible();
      await expect(canvas.getByText('Draft')).toBeVisible();
      await expect(within(canvas.getAllByRole('list', { name: 'Categories' })[0]!).getByText('Food')).toBeVisible();
    });
  },
};

/** A slug typed by hand stays; the field's own rules, then the server's refusal, show at the slug. */
export const SaveRefused: Story = {
  play: async ({ canvasElement, step }) => {
    const scope = await form(canvasElement);
    const slug = field(scope, 'Slug');
    await step('A malformed slug is caught at the field', async () => {
      await userEvent.clear(slug);
      await userEvent.type(slug, 'Rainy Day');
      await userEvent.click(scope.getByRole('button', { name: 'Save changes' }));
      await expect(
        await scope.findByText('Use lowercase letters and digits, words joined by single hyphens (my-first-post).'),
      ).toBeVisible();
      await expect(slug).toHaveAttribute('aria-invalid', 'true');
    });
    await step('Another post’s slug is refused by the server', async () => {
      await userEvent.clear(slug);
      await userEvent.type(slug, seed.edits[0]!.slug);
      await userEvent.type(field(scope, 'Title'), ' (updated)');
      await expect(slug).toHaveValue(seed.edits[0]!.slug);
      await userEvent.click(scope.getByRole('button', { name: 'Save changes' }));
      await expect(await scope.findByText('Another post already has this slug.')).toBeVisible();
      await expect(field(scope, 'Title')).toHaveValue(`${post.blogTitle} (updated)`);
      await expect(slug).toHaveValue(seed.edits[0]!.slug);
    });
  },
};

/** Flow: a picture dropped on the box shows at once (an object URL) and is saved with the post. */
export const DropImage: Story = {
  play: async ({ canvasElement }) => {
    const scope = await form(canvasElement);
    await userEvent.upload(scope.getByLabelText('Choose an image'), await pngFile('cover.png', '#28c76f'));
    const preview = await scope.findByRole('img', { name: 'The new featured image, cover.png' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(scope.getByRole('button', { name: 'Save changes' }));
    await appears(screen.findByText(`“${post.blogTitle}” is saved.`));
    await waitFor(() =>
      expect(scope.getByRole('img', { name: 'The featured image' }).getAttribute('src')).toMatch(
        /^data:image\/png;base64,/,
      ),
    );
  },
};

/** A picture over 1 MB is refused by name, saying why; the post keeps its picture. */
export const OversizedImage: Story = {
  play: async ({ canvasElement }) => {
    const scope = await form(canvasElement);
    const huge = new File([new Uint8Array(2 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(scope.getByLabelText('Choose an image'), huge);
    await expect(await scope.findByText('huge.png is 2 MB: an image can be 1 MB at most.')).toBeVisible();
    await expect(scope.getByRole('img', { name: 'The featured image' })).toHaveAttribute('src', post.featuredImage);
  },
};

/** The bare address: the newest post's editor. */
export const Newest: Story = {
  parameters: { route: '/pages/blog/edit' },
  play: async ({ canvasElement }) => {
    await expect(field(await form(canvasElement), 'Title')).toHaveValue(seed.edits[0]!.blogTitle);
  },
};

/** An id no post has: said so, with the way back to the list. */
export const NotFound: Story = {
  parameters: { route: '/pages/blog/edit/99' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No such post' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/pages/blog/list');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { blog: scenarios.loading(handlers.blog) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { blog: scenarios.serverError(handlers.blog) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The post could not be loaded.')).toBeVisible();
  },
};
