import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { KnowledgeBasePage } from '@/features/knowledge-base/pages/KnowledgeBasePage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Knowledge base/Home',
  component: KnowledgeBasePage,
  parameters: {
    session: 'admin',
    route: '/pages/knowledge-base',
    endpoints: ['GET /faq/data/knowledge_base', 'GET /faq/data/knowledge_base/questions'],
    ...pageParameters,
  },
} satisfies Meta<typeof KnowledgeBasePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('searchbox', { name: 'Search the articles' });

/** The six topics, each a link to its articles. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const topics = await canvas.findByRole('list', { name: 'Topics' });
    await expect(within(topics).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(topics).getByRole('link', { name: 'API Questions' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base/api-questions',
    );
  },
};

/** Flow: a search narrows the articles (once typing pauses), and a match opens its answer. */
export const SearchAndOpen: Story = {
  parameters: {
    endpoints: [...meta.parameters.endpoints, 'GET /faq/data/knowledge_base/categories/:category/questions/:question'],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('search', async () => {
      await userEvent.type(await searchBox(canvasElement), 'webhook');
      const matches = await canvas.findByRole('list', { name: 'Articles in API Questions' });
      await expect(within(matches).getAllByRole('link')).toHaveLength(1);
      await expect(canvas.queryByRole('list', { name: 'Topics' })).not.toBeInTheDocument();
    });
    await step('open the answer', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'How do webhooks work?' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'How do webhooks work?' })).toBeVisible();
      await expect(canvas.getByRole('document', { name: 'Answer' })).toHaveTextContent(/sends a POST request/);
    });
  },
};

/** A search from the address (`?q=`) that matches nothing: said so, with a way to clear it. */
export const Empty: Story = {
  parameters: { route: '/pages/knowledge-base?q=zebra%20crossing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No article matches “zebra crossing”')).toBeVisible();
    await expect(await searchBox(canvasElement)).toHaveValue('zebra crossing');
  },
};

/** Flow: clearing a search that found nothing brings the topics back. */
export const ClearSearch: Story = {
  parameters: { route: '/pages/knowledge-base?q=zebra%20crossing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Topics' })).toBeVisible());
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { faq: scenarios.loading(handlers.faq) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { faq: scenarios.serverError(handlers.faq) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The knowledge base could not be loaded.')).toBeVisible();
  },
};
