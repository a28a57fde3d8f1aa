import { describe, expect, it } from 'vitest';
import { accountSettings, type AccountSettings } from '@/lib/api/schemas/accountSettings';
import { autocompleteResponse } from '@/lib/api/schemas/autocomplete';
import { blogDetail, blogEdit, blogListResponse, blogSidebar } from '@/lib/api/schemas/blog';
import {
  cardAnalytics,
  cardAnalyticsNames,
  cardDashboard,
  cardDashboardNames,
  cardStatistics,
  cardStatisticsNames,
} from '@/lib/api/schemas/cards';
import {
  faqCategory,
  faqData,
  faqQuestionDetail,
  knowledgeBaseCard,
  type FaqCategory,
  type FaqData,
  type FaqQuestionDetail,
} from '@/lib/api/schemas/faq';
import { pricingData } from '@/lib/api/schemas/pricing';
import { profileData } from '@/lib/api/schemas/profile';
import { base, demoFetch, get, withDemoServer } from '@/test/demoServer';
import * as z from '@/lib/api/zod';

withDemoServer();

/** Each answer is checked against the schema the OpenAPI document is generated from. */
const fetchAs = async <S extends z.ZodMiniType>(path: string, schema: S, query?: Record<string, string | number>) => {
  const { status, body } = await get(path, query);
  expect(status).toBe(200);
  return schema.parse(body) as z.output<S>;
};

describe('profile, pricing, account settings, autocomplete', () => {
  it('GET /profile/data', async () => {
    const profile = await fetchAs('/profile/data', z.strictObject(profileData.shape));
    expect(profile.header.username).toBe('John Doe');
    expect(profile.post.length).toBeGreaterThan(0);
  });

  it('GET /pricing/data: the docs/demo-api.md prices and benefits', async () => {
    const pricing = await fetchAs('/pricing/data', pricingData);
    expect(pricing.basicPlan).toMatchObject({ title: 'Basic', monthlyPrice: 0 });
    expect(pricing.standardPlan).toMatchObject({
      title: 'Standard',
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
    });
    expect(pricing.enterprisePlan).toMatchObject({
      title: 'Enterprise',
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
    });
    expect(pricing.basicPlan.planBenefits).toEqual(
      expect.arrayContaining(['100 responses a month', 'Up to 2 subdomains']),
    );
    expect(pricing.enterprisePlan.planBenefits.some((b) => b.includes('5GB file storage'))).toBe(true);
  });

  it('GET /account-setting/data', async () => {
    const settings = await fetchAs('/account-setting/data', accountSettings);
    expect(Object.keys(settings.notification)).toEqual([
      'commentOnArticle',
      'answerOnForm',
      'followMe',
      'newAnnouncements',
      'productUpdates',
      'blogDigest',
    ]);
  });

  it('GET /api/autocomplete/data: 100 ranked entries with film ids', async () => {
    const { autoComplete } = await fetchAs('/api/autocomplete/data', autocompleteResponse);
    expect(autoComplete).toHaveLength(100);
    expect(autoComplete.map((a) => a.rank)).toEqual(Array.from({ length: 100 }, (_, i) => String(i + 1)));
    expect(autoComplete.every((a) => /^tt\d{7}$/.test(a.id))).toBe(true);
  });
});

describe('blog', () => {
  it('list and sidebar (categories Fashion, Food, Gaming, Quote, Video)', async () => {
    const { posts } = await fetchAs('/blog/list/data', blogListResponse);
    expect(posts).toHaveLength(6);
    const sidebar = await fetchAs('/blog/list/data/sidebar', blogSidebar);
    expect(sidebar.categories.map((c) => c.category)).toEqual(['Fashion', 'Food', 'Gaming', 'Quote', 'Video']);
    expect(sidebar.recentPosts[0]!.id).toBe(posts[0]!.id);
  });

  it('detail and edit: the newest post by default, any post by id, 404 for none', async () => {
    const first = await fetchAs('/blog/list/data/detail', blogDetail);
    expect(first.blog.id).toBe(1);
    expect(first.comments.length).toBeGreaterThan(0);
    expect((await fetchAs('/blog/list/data/detail', blogDetail, { id: 4 })).blog.id).toBe(4);
    const edit = await fetchAs('/blog/list/data/edit', blogEdit, { id: 2 });
    expect(edit).toMatchObject({ id: 2, status: 'Published' });
    expect(edit.slug).toMatch(/^[a-z0-9-]+$/);
    expect((await get('/blog/list/data/detail', { id: 99 })).status).toBe(404);
    expect((await get('/blog/list/data/edit', { id: 'new' })).status).toBe(400);
  });
});

describe('FAQ and knowledge base', () => {
  it('GET /faq/data: six categories in the older shape', async () => {
    const all = await fetchAs('/faq/data', faqData);
    expect(Object.values(all).map((c) => c.title)).toEqual([
      'Using Atrium',
      'Account Settings',
      'Billing',
      'API Questions',
      'Copyright & Legal',
      'Mobile Apps',
    ]);
  });

  it('q filters question text case-insensitively, dropping empty categories', async () => {
    const { body } = await get<FaqData>('/faq/data', { q: 'PASSWORD' });
    const questions = Object.values(body).flatMap((c) => c.qandA.map((q) => q.question));
    expect(questions).toEqual(['How do I change my password?']);
    expect(Object.keys(body)).toEqual(['account-settings']);
    expect((await get('/faq/data', { q: 'zzzz' })).body).toEqual({});
  });

  it('categories and a question with related questions and HTML content', async () => {
    const categories = await fetchAs('/faq/data/category', z.array(faqCategory));
    expect(categories).toHaveLength(6);
    const billing = categories.find((c: FaqCategory) => c.title === 'Billing')!;
    const id = billing.questions[1]!.id;
    const question: FaqQuestionDetail = await fetchAs('/faq/data/question', faqQuestionDetail, { id });
    expect(question.title).toBe(billing.questions[1]!.question);
    expect(question.relatedQuestions.map((q) => q.id)).toEqual(
      billing.questions.filter((q) => q.id !== id).map((q) => q.id),
    );
    expect(question.content).toMatch(/^<p>/);
    expect((await fetchAs('/faq/data/question', faqQuestionDetail)).id).toBe(1);
    expect((await get('/faq/data/question', { id: 999 })).status).toBe(404);
  });

  it('GET /faq/data/knowledge_base: one card per category', async () => {
    const cards = await fetchAs('/faq/data/knowledge_base', z.array(knowledgeBaseCard));
    expect(cards.map((c) => c.category)).toEqual([
      'sales-automation',
      'marketing-automation',
      'api-questions',
      'personalization',
      'email-marketing',
      'demand-generation',
    ]);
  });
});

describe('cards', () => {
  it.each(cardAnalyticsNames)('GET /card/card-analytics/%s', async (name) => {
    await fetchAs(`/card/card-analytics/${name}`, z.strictObject(cardAnalytics[name].shape));
  });

  it.each(cardStatisticsNames)('GET /card/card-statistics/%s', async (name) => {
    await fetchAs(`/card/card-statistics/${name}`, z.strictObject(cardStatistics[name].shape));
  });

  it('carries the docs/demo-api.md figures', async () => {
    const { body: support } = await get<Record<string, unknown>>('/card/card-analytics/support-tracker');
    expect(support).toMatchObject({
      totalTicket: 163,
      newTicket: 29,
      openTicket: 63,
      last_days: ['Last 28 Days', 'Last Month', 'Last Year'],
    });
    expect((await get('/card/card-analytics/avg-sessions')).body).toMatchObject({
      sessions: 2700,
      goal: 100000,
      retention: 90,
    });
    expect((await get('/card/card-analytics/revenue-report')).body).toMatchObject({ years: ['2020', '2019', '2018'] });
    const { body: devices } = await get<{ chart_info: { name: string; usage: number }[] }>(
      '/card/card-analytics/sessions-device',
    );
    expect(devices.chart_info.map((d) => [d.name, d.usage])).toEqual([
      ['Desktop', 58.6],
      ['Mobile', 34.9],
      ['Tablet', 6.5],
    ]);
  });

  it('an unknown card is 404, naming the cards there are', async () => {
    const { status, body } = await get<{ error: string }>('/card/card-analytics/weather');
    expect(status).toBe(404);
    expect(body.error).toContain('support-tracker');
    expect((await get('/card/card-statistics/toString')).status).toBe(404);
    const dashboard = await get<{ error: string }>('/card/card-dashboard/constructor');
    expect(dashboard.status).toBe(404);
    expect(dashboard.body.error).toContain('meetup');
  });

  it.each(cardDashboardNames)('GET /card/card-dashboard/%s (beyond the original brief)', async (name) => {
    const schema = cardDashboard[name];
    await fetchAs(`/card/card-dashboard/${name}`, 'shape' in schema ? z.strictObject(schema.shape) : schema);
  });

  it('range: counts scale with the span, rates and shares stay', async () => {
    type Tracker = { totalTicket: number; newTicket: number; responseTime: number };
    const month = await fetchAs('/card/card-analytics/support-tracker', z.custom<Tracker>(), { range: 'last-month' });
    expect(month).toMatchObject({ totalTicket: Math.round((163 * 31) / 28), responseTime: 1 });
    const year = await fetchAs(
      '/card/card-analytics/avg-sessions',
      z.custom<{ sessions: number; retention: number }>(),
      {
        range: 'last-year',
      },
    );
    expect(year).toMatchObject({ sessions: Math.round((2700 * 365) / 28), retention: 90 });
    const orders = await fetchAs(
      '/card/card-analytics/product-orders',
      z.custom<{ chart_info: { finished: number } }>(),
      {
        range: 'last-28-days',
      },
    );
    expect(orders.chart_info.finished).toBe(23043);
  });

  it('an unknown range is a 400 that names the ranges', async () => {
    const { status, body } = await get<{ error: string }>('/card/card-analytics/support-tracker', { range: 'forever' });
    expect(status).toBe(400);
    expect(body.error).toContain('last-28-days');
  });
});

describe('POST /account-setting/update', () => {
  const post = (body: unknown) =>
    demoFetch(`${base}/account-setting/update`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const general = { username: 'jdoe', fullName: 'Jane Doe', email: 'jane@demo.com', company: 'Acme' };

  it('saves one section, keeps the others, and the next read sees it', async () => {
    const response = await post({ general });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as AccountSettings;
    expect(saved.general).toMatchObject(general);
    expect(saved.general.avatar).toBe('/images/avatars/1.svg');
    const read = (await (await demoFetch(`${base}/account-setting/data`)).json()) as AccountSettings;
    expect(read.general.fullName).toBe('Jane Doe');
    expect(read.info.country).toBe('Portugal');
  });

  it('saves notifications and social links', async () => {
    const notification = {
      commentOnArticle: false,
      answerOnForm: false,
      followMe: true,
      newAnnouncements: false,
      productUpdates: true,
      blogDigest: false,
    };
    expect(((await (await post({ notification })).json()) as AccountSettings).notification).toEqual(notification);
    const socialLinks = {
      twitter: '',
      facebook: 'https://facebook.com/jd',
      google: '',
      linkedIn: '',
      instagram: '',
      quora: '',
    };
    const saved = (await (await post({ socialLinks })).json()) as AccountSettings;
    expect(saved.social.socialLinks).toEqual(socialLinks);
    expect(saved.social.connections.github.id).toBe('johndoe');
  });

  it.each([
    [{ general: { ...general, email: 'nope' } }, 'email'],
    [{ general: { ...general, username: 'a b' } }, 'username'],
    [{ info: { bio: '', dob: '31/12/1990', country: '', website: '', phone: '' } }, 'dob'],
    [{ info: { bio: '', dob: '', country: '', website: 'javascript:alert(1)', phone: '' } }, 'website'],
    [{}, ''],
  ])('refuses %j with a 400 naming what is wrong, changing nothing', async (body, field) => {
    const before = await (await demoFetch(`${base}/account-setting/data`)).text();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(field);
    expect(await (await demoFetch(`${base}/account-setting/data`)).text()).toBe(before);
  });
});
