import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { KnowledgeBaseQuestion } from '@/lib/api/schemas/faq';
import { handlers, scenarios } from '@/mocks';
import { KnowledgeBaseQuestionPage } from '@/features/knowledge-base/pages/KnowledgeBaseQuestionPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Knowledge base/Question',
  component: KnowledgeBaseQuestionPage,
  parameters: {
    session: 'admin',
    route: '/pages/knowledge-base/api-questions/how-do-webhooks-work',
    endpoints: [
      'GET /faq/data/knowledge_base/categories/:category/questions/:question',
      'GET /faq/data/knowledge_base/categories/:category',
    ],
    ...pageParameters,
  },
} satisfies Meta<typeof KnowledgeBaseQuestionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answer = (canvasElement: HTMLElement) => within(canvasElement).findByRole('document', { name: 'Answer' });

/** The article: its title, date and answer, and the topic's other articles. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'How do webhooks work?' })).toBeVisible();
    await expect(canvas.getByText(/^Last updated on/)).toBeVisible();
    await expect(within(await answer(canvasElement)).getAllByRole('listitem')).toHaveLength(3);
    const related = canvas.getByRole('list', { name: 'Related articles' });
    await expect(within(related).getAllByRole('link')).toHaveLength(3);
    await expect(within(related).queryByRole('link', { name: 'How do webhooks work?' })).not.toBeInTheDocument();
  },
};

const article = (overrides: Partial<KnowledgeBaseQuestion>): KnowledgeBaseQuestion => ({
  id: 11,
  slug: 'how-do-webhooks-work',
  title: 'How do webhooks work?',
  lastUpdated: '2025-06-14',
  category: { slug: 'api-questions', title: 'API Questions' },
  relatedQuestions: [],
  content: '',
  ...overrides,
});

/** An article without text or related articles yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { faq: scenarios.respondWith(handlers.faq, article({})) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This article has no text yet')).toBeVisible();
    await expect(canvas.getByText('No other articles in this topic.')).toBeVisible();
  },
};

/** Content that tries to run: a script, an event handler, a `javascript:` link. Shown inert. */
export const HostileContent: Story = {
  parameters: {
    msw: {
      handlers: {
        faq: scenarios.respondWith(
          handlers.faq,
          article({
            content: [
              '<p>Webhooks send a POST request.</p>',
              '<script>window.kbHacked = "script"</script>',
              '<img alt="A diagram" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="window.kbHacked = \'img\'">',
              '<p onmouseover="window.kbHacked = \'hover\'">Hover me</p>',
              '<a href="javascript:window.kbHacked = \'link\'">Open the settings</a>',
            ].join(''),
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const content = await answer(canvasElement);
    await expect(content).toHaveTextContent('Webhooks send a POST request.');
    await expect(content.querySelector('script')).toBeNull();
    const handlersLeft = [...content.querySelectorAll('*')].flatMap((el) =>
      el.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
    );
    await expect(handlersLeft).toEqual([]);
    const hrefs = [...content.querySelectorAll('[href]')].map((el) => el.getAttribute('href') ?? '');
    await expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
    await expect((window as { kbHacked?: string }).kbHacked).toBeUndefined();
  },
};

/** An article its topic does not have: said so, with the way back to the topic. */
export const NotFound: Story = {
  parameters: { route: '/pages/knowledge-base/api-questions/how-do-i-bake-bread' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No such article' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to API Questions' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base/api-questions',
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
    await expect(await within(canvasElement).findByText('The article could not be loaded.')).toBeVisible();
  },
};
