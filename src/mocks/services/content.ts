import type { AccountSettings, AccountSettingsUpdate } from '@/lib/api/schemas/accountSettings';
import type { BlogDetail, BlogEdit, BlogListItem, BlogSidebar } from '@/lib/api/schemas/blog';
import type { CardAnalyticsName, CardStatisticsName, CardDashboardName, CardRange } from '@/lib/api/schemas/cards';
import type { FaqCategory, FaqData, FaqQuestionDetail, KnowledgeBaseCard } from '@/lib/api/schemas/faq';
import type { PricingData } from '@/lib/api/schemas/pricing';
import type { ProfileData } from '@/lib/api/schemas/profile';
import { defineTable } from '../db';
import { matchesQuery } from './list';

/**
 * Read-only content: each file loads on the first call that needs it and is cloned per answer, so
 * nothing a page does to an answer can change the next one.
 */
const load =
  <T>(importer: () => Promise<{ default: unknown }>) =>
  async (): Promise<T> =>
    structuredClone((await importer()).default) as T;

export const profileData = load<ProfileData>(() => import('../data/seed/profile.json'));
export const pricingData = load<PricingData>(() => import('../data/seed/pricing.json'));
const accountSettingsSeed = load<AccountSettings>(() => import('../data/seed/accountSettings.json'));
/** The one account's settings, as a one-row table so saves last until the demo resets. */
const accountSettingsTable = defineTable<AccountSettings & { id: number }>(async () => [
  { id: 1, ...(await accountSettingsSeed()) },
]);

export async function accountSettings(): Promise<AccountSettings> {
  const row = await accountSettingsTable.find(1);
  if (!row) return accountSettingsSeed();
  const { id: _id, ...settings } = row;
  return settings;
}

/** Saves one section (SPEC leaves saving open); answers the whole settings object. */
export async function updateAccountSettings(update: AccountSettingsUpdate): Promise<AccountSettings> {
  const current = await accountSettings();
  const next: AccountSettings = { ...current };
  if ('general' in update) next.general = { ...current.general, ...update.general };
  else if ('info' in update) next.info = update.info;
  else if ('socialLinks' in update) next.social = { ...current.social, socialLinks: update.socialLinks };
  else next.notification = update.notification;
  await accountSettingsTable.update(1, next);
  return next;
}
export const knowledgeBase = load<KnowledgeBaseCard[]>(() => import('../data/seed/knowledgeBase.json'));
export const autocomplete = load<{ title: string; rank: string; id: string }[]>(
  () => import('../data/seed/autocomplete.json'),
);

type Blog = {
  posts: BlogListItem[];
  details: BlogDetail['blog'][];
  comments: Record<string, BlogDetail['comments']>;
  sidebar: BlogSidebar;
  edits: BlogEdit[];
};
const blog = load<Blog>(() => import('../data/seed/blog.json'));

export const blogList = async () => (await blog()).posts;
export const blogSidebar = async () => (await blog()).sidebar;

/** One post and its comments; without an id, the newest post. */
export async function blogDetail(id?: number): Promise<BlogDetail | undefined> {
  const data = await blog();
  const post = id === undefined ? data.details[0] : data.details.find((d) => d.id === id);
  return post && { blog: post, comments: data.comments[post.id] ?? [] };
}

export async function blogEdit(id?: number): Promise<BlogEdit | undefined> {
  const data = await blog();
  return id === undefined ? data.edits[0] : data.edits.find((e) => e.id === id);
}

type FaqSource = {
  categories: (Omit<FaqCategory, 'questions'> & {
    subtitle: string;
    questions: (FaqCategory['questions'][number] & { answer: string; lastUpdated: string })[];
  })[];
};
const faq = load<FaqSource>(() => import('../data/seed/faq.json'));

/** SPEC 7: the older shape, keyed by category, keeping only questions whose text matches q. */
export async function faqData(q: string): Promise<FaqData> {
  const entries = (await faq()).categories.flatMap((category) => {
    const qandA = category.questions
      .filter((question) => matchesQuery(q, [question.question]))
      .map((question) => ({ question: question.question, ans: question.answer }));
    return qandA.length > 0
      ? [[category.slug, { icon: category.icon, title: category.title, subtitle: category.subtitle, qandA }] as const]
      : [];
  });
  return Object.fromEntries(entries);
}

export async function faqCategories(): Promise<FaqCategory[]> {
  return (await faq()).categories.map(({ id, slug, title, icon, iconColor, questions }) => ({
    id,
    slug,
    title,
    icon,
    iconColor,
    questions: questions.map(({ id: questionId, question, slug: questionSlug }) => ({
      id: questionId,
      question,
      slug: questionSlug,
    })),
  }));
}

/** A question with its answer as HTML and the other questions of its category. */
export async function faqQuestion(id?: number): Promise<FaqQuestionDetail | undefined> {
  for (const category of (await faq()).categories) {
    const question = id === undefined ? category.questions[0] : category.questions.find((q) => q.id === id);
    if (!question) continue;
    return {
      id: question.id,
      title: question.question,
      lastUpdated: question.lastUpdated,
      category: { slug: category.slug, title: category.title },
      relatedQuestions: category.questions
        .filter((q) => q.id !== question.id)
        .map((q) => ({ id: q.id, question: q.question })),
      content: `<p>${question.answer}</p><p>Still stuck? Our support team answers every message within one working day.</p>`,
    };
  }
  return undefined;
}

const analytics = load<Record<CardAnalyticsName, Record<string, unknown>>>(
  () => import('../data/seed/cardAnalytics.json'),
);
const statistics = load<Record<CardStatisticsName, Record<string, unknown>>>(
  () => import('../data/seed/cardStatistics.json'),
);
const dashboardCards = load<Record<CardDashboardName, unknown>>(() => import('../data/seed/cardDashboard.json'));

/**
 * The seed describes the last 28 days. A longer range scales what is counted over the period
 * (tickets, sessions, orders) by its length; rates, shares and times stay as they are.
 */
const rangeDays: Record<CardRange, number> = { 'last-28-days': 28, 'last-month': 31, 'last-year': 365 };
const counted: Partial<Record<CardAnalyticsName, string[]>> = {
  'support-tracker': ['totalTicket', 'newTicket', 'openTicket'],
  'avg-sessions': ['sessions', 'users'],
};

export async function cardAnalytics(name: CardAnalyticsName, range: CardRange = 'last-28-days') {
  const card = (await analytics())[name];
  const factor = rangeDays[range] / rangeDays['last-28-days'];
  if (factor === 1) return card;
  const scale = (n: unknown) => Math.round(Number(n) * factor);
  const scaled: Record<string, unknown> = { ...card };
  for (const key of counted[name] ?? []) scaled[key] = scale(card[key]);
  if (name === 'product-orders') {
    const info = card.chart_info as Record<string, number>;
    scaled.chart_info = Object.fromEntries(Object.entries(info).map(([key, n]) => [key, scale(n)]));
  }
  return scaled;
}

export const cardDashboard = async (name: CardDashboardName) => (await dashboardCards())[name];
export const cardStatistics = async (name: CardStatisticsName) => (await statistics())[name];
