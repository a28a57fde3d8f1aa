import { describe, expect, it } from 'vitest';
import {
  knowledgeBaseCard,
  knowledgeBaseCategories,
  knowledgeBaseCategory,
  knowledgeBaseQuestion,
  knowledgeBaseSearchResult,
} from '@/lib/api/schemas/faq';
import { call, get, withDemoServer } from '@/test/demoServer';
import * as z from '@/lib/api/zod';

withDemoServer();

const base = '/faq/data/knowledge_base';
const ok = async <S extends z.ZodMiniType>(path: string, schema: S, query?: Record<string, string>) => {
  const { status, body } = await get(path, query);
  expect(status).toBe(200);
  return schema.parse(body) as z.output<S>;
};
const issuePaths = (body: unknown) => (body as { issues: { path: string }[] }).issues.map((issue) => issue.path);

describe('knowledge base (beyond the original brief: its articles)', () => {
  it('GET /faq/data/knowledge_base: the six cards of the brief, without their articles', async () => {
    const cards = await ok(base, z.array(z.strictObject(knowledgeBaseCard.shape)));
    expect(cards.map((card) => card.category)).toEqual([...knowledgeBaseCategories]);
  });

  it('GET …/categories/:category: the card and its articles, each with a slug and a date', async () => {
    const category = await ok(`${base}/categories/api-questions`, z.strictObject(knowledgeBaseCategory.shape));
    expect(category.title).toBe('API Questions');
    expect(category.questions.length).toBeGreaterThan(2);
    expect(category.questions.map((q) => q.slug)).toContain('how-do-webhooks-work');
    expect(category.questions.every((q) => /^\d{4}-\d{2}-\d{2}$/.test(q.lastUpdated))).toBe(true);
  });

  it('GET …/categories/:category: 404 for an unknown category, 400 naming a malformed one', async () => {
    const unknown = await get(`${base}/categories/gardening`);
    expect(unknown).toEqual({ status: 404, body: { error: 'Category gardening not found' } });
    const malformed = await get(`${base}/categories/API.Questions`);
    expect(malformed.status).toBe(400);
    expect(issuePaths(malformed.body)).toEqual(['category']);
  });

  it('GET …/questions/:question: the article as HTML, with the other articles of its category', async () => {
    const article = await ok(
      `${base}/categories/api-questions/questions/how-do-webhooks-work`,
      z.strictObject(knowledgeBaseQuestion.shape),
    );
    expect(article).toMatchObject({
      title: 'How do webhooks work?',
      category: { slug: 'api-questions', title: 'API Questions' },
    });
    expect(article.content).toMatch(/^<p>A webhook sends/);
    expect(article.content).toContain('<ol><li>');
    expect(article.relatedQuestions.map((q) => q.slug)).not.toContain('how-do-webhooks-work');
    expect(article.relatedQuestions).toHaveLength(3);
  });

  it('GET …/questions/:question: 404 for an unknown question or one of another category', async () => {
    const unknown = await get(`${base}/categories/api-questions/questions/how-do-i-bake-bread`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Question how-do-i-bake-bread in api-questions not found' });
    const elsewhere = await get(`${base}/categories/personalization/questions/how-do-webhooks-work`);
    expect(elsewhere.status).toBe(404);
    const noCategory = await get(`${base}/categories/gardening/questions/how-do-webhooks-work`);
    expect(noCategory.status).toBe(404);
  });

  it('GET …/questions/:question: 400 naming the malformed part', async () => {
    const { status, body } = await get(`${base}/categories/api-questions/questions/Webhooks!`);
    expect(status).toBe(400);
    expect(issuePaths(body)).toEqual(['question']);
  });

  it('GET …/questions: titles matching q, ignoring case, by category; none for no match', async () => {
    const found = await ok(`${base}/questions`, knowledgeBaseSearchResult, { q: 'WEBHOOK' });
    expect(found).toEqual([
      {
        category: 'api-questions',
        title: 'API Questions',
        questions: [expect.objectContaining({ slug: 'how-do-webhooks-work', title: 'How do webhooks work?' })],
      },
    ]);
    expect(await ok(`${base}/questions`, knowledgeBaseSearchResult, { q: 'zebra crossing' })).toEqual([]);
    const all = await ok(`${base}/questions`, knowledgeBaseSearchResult);
    expect(all.map((c) => c.category)).toEqual([...knowledgeBaseCategories]);
  });

  it('GET …/questions: 400 naming q when it is too long', async () => {
    const { status, body } = await get(`${base}/questions`, { q: 'a'.repeat(201) });
    expect(status).toBe(400);
    expect(issuePaths(body)).toEqual(['q']);
  });

  it('needs a signed-in caller', async () => {
    const { status } = await call('GET', `${base}/categories/api-questions`, { as: null });
    expect(status).toBe(401);
  });
});
