import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { KnowledgeBaseCategory } from '@/lib/api/schemas/faq';
import { handlers, scenarios } from '@/mocks';
import { KnowledgeBaseCategoryPage } from '@/features/knowledge-base/pages/KnowledgeBaseCategoryPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Knowledge base/Category',
  component: KnowledgeBaseCategoryPage,
  parameters: {
    session: 'admin',
    route: '/pages/knowledge-base/api-questions',
    endpoints: ['GET /faq/data/knowledge_base/categories/:category'],
    ...pageParameters,
  },
} satisfies Meta<typeof KnowledgeBaseCategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The topic's articles, each with its date, each a link to its answer. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'API Questions' })).toBeVisible();
    const articles = canvas.getByRole('list', { name: 'Articles in API Questions' });
    await expect(within(articles).getAllByRole('link')).toHaveLength(4);
    await expect(within(articles).getByRole('link', { name: 'How do webhooks work?' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base/api-questions/how-do-webhooks-work',
    );
    await expect(articles).toHaveTextContent(/Last updated on/);
  },
};

/** Flow: the breadcrumb leads back to the topics. */
export const BackToTopics: Story = {
  parameters: { endpoints: [...meta.parameters.endpoints, 'GET /faq/data/knowledge_base'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'API Questions' });
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await userEvent.click(within(trail).getByRole('link', { name: 'Knowledge base' }));
    await expect(await canvas.findByRole('list', { name: 'Topics' })).toBeVisible();
  },
};

const emptyTopic: KnowledgeBaseCategory = {
  id: 3,
  category: 'api-questions',
  img: '/images/illustrations/3.svg',
  title: 'API Questions',
  desc: 'Keys, limits, webhooks and everything else you need to build on the API.',
  questions: [],
};

/** A topic without articles yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { faq: scenarios.respondWith(handlers.faq, emptyTopic) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No articles in this topic yet')).toBeVisible();
  },
};

/** An address naming no topic: said so, with the way back. */
export const NotFound: Story = {
  parameters: { route: '/pages/knowledge-base/gardening' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No such topic' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the knowledge base' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base',
    );
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
    await expect(await within(canvasElement).findByText('The topic could not be loaded.')).toBeVisible();
  },
};
