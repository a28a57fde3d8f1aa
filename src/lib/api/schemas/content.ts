import * as z from 'zod';
import { cardRanges, type CardRange } from '../cardRanges';
import { idParam } from './common';

/** The "other data" endpoints (SPEC 3, 7 Other data, 9): content pages, autocomplete and cards. */
const person = z.object({ avatar: z.string(), username: z.string() });

export const profileData = z.object({
  header: z.object({ avatar: z.string(), username: z.string(), designation: z.string(), coverImg: z.string() }),
  userAbout: z.object({
    about: z.string(),
    joined: z.string(),
    lives: z.string(),
    email: z.string(),
    website: z.string(),
  }),
  suggestedPages: z.array(
    z.object({ avatar: z.string(), username: z.string(), subtitle: z.string(), favorite: z.boolean() }),
  ),
  twitterFeeds: z.array(
    z.object({
      id: z.number().int(),
      imgUrl: z.string(),
      title: z.string(),
      tags: z.string(),
      desc: z.string(),
      favorite: z.boolean(),
    }),
  ),
  post: z.array(
    person.extend({
      postTime: z.string(),
      postText: z.string(),
      postImg: z.string(),
      likes: z.number().int(),
      youLiked: z.boolean(),
      comments: z.number().int(),
      share: z.number().int(),
      likedUsers: z.array(person),
      likedCount: z.number().int(),
      detailedComments: z.array(
        person.extend({ comment: z.string(), commentsLikes: z.number().int(), youLiked: z.boolean() }),
      ),
    }),
  ),
  latestPhotos: z.array(z.object({ img: z.string() })),
  suggestions: z.array(z.object({ avatar: z.string(), name: z.string(), mutualFriend: z.string() })),
  polls: z.array(
    z.object({
      name: z.string(),
      result: z.string(),
      votedUser: z.array(z.object({ img: z.string(), username: z.string() })),
    }),
  ),
});
export type ProfileData = z.infer<typeof profileData>;

export const blogCategories = ['Fashion', 'Food', 'Gaming', 'Quote', 'Video'] as const;

export const blogListItem = z.object({
  id: z.number().int(),
  img: z.string(),
  title: z.string(),
  avatar: z.string(),
  userFullName: z.string(),
  /** ISO date. */
  blogPosted: z.string(),
  tags: z.array(z.enum(blogCategories)),
  excerpt: z.string(),
  /** The number of comments. */
  comment: z.number().int(),
});
export type BlogListItem = z.infer<typeof blogListItem>;

export const blogSidebar = z.object({
  recentPosts: z.array(z.object({ id: z.number().int(), img: z.string(), title: z.string(), createdTime: z.string() })),
  categories: z.array(z.object({ category: z.enum(blogCategories), icon: z.string() })),
});
export type BlogSidebar = z.infer<typeof blogSidebar>;

export const blogComment = z.object({
  avatar: z.string(),
  userFullName: z.string(),
  commentedAt: z.string(),
  commentText: z.string(),
});
export const blogDetail = z.object({
  blog: z.object({
    id: z.number().int(),
    img: z.string(),
    title: z.string(),
    avatar: z.string(),
    userFullName: z.string(),
    createdTime: z.string(),
    tags: z.array(z.enum(blogCategories)),
    /** HTML from data: sanitize before rendering. */
    content: z.string(),
    comments: z.number().int(),
  }),
  comments: z.array(blogComment),
});
export type BlogDetail = z.infer<typeof blogDetail>;

export const blogEdit = z.object({
  id: z.number().int(),
  avatar: z.string(),
  userFullName: z.string(),
  createdTime: z.string(),
  blogTitle: z.string(),
  blogCategories: z.array(z.object({ value: z.string(), label: z.enum(blogCategories) })),
  slug: z.string(),
  status: z.string(),
  excerpt: z.string(),
  featuredImage: z.string(),
});
export type BlogEdit = z.infer<typeof blogEdit>;

/** `/blog/list/data/detail` and `/edit`: one post; without `id`, the newest. */
export const blogPostQuery = z.object({ id: idParam.optional() });

export const pricingPlan = z.object({
  title: z.string(),
  img: z.string(),
  subtitle: z.string(),
  monthlyPrice: z.number(),
  yearlyPlan: z.object({ perMonth: z.number(), totalAnnual: z.number() }),
  planBenefits: z.array(z.string()),
  popular: z.boolean(),
});
export const pricingData = z.object({
  basicPlan: pricingPlan,
  standardPlan: pricingPlan,
  enterprisePlan: pricingPlan,
  qandA: z.array(z.object({ question: z.string(), ans: z.string() })),
});
export type PricingData = z.infer<typeof pricingData>;

export const faqQuestion = z.object({ id: z.number().int(), question: z.string(), slug: z.string() });
export const faqCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** A lucide icon name and a theme tone. */
  icon: z.string(),
  iconColor: z.string(),
  questions: z.array(faqQuestion),
});
export type FaqCategory = z.infer<typeof faqCategory>;

/** The older FAQ shape: categories keyed by slug, each with its questions and answers. */
export const faqData = z.record(
  z.string(),
  z.object({
    icon: z.string(),
    title: z.string(),
    subtitle: z.string(),
    qandA: z.array(z.object({ question: z.string(), ans: z.string() })),
  }),
);
export type FaqData = z.infer<typeof faqData>;
export const faqQuery = z.object({ q: z.string().trim().max(200, 'must be at most 200 characters').default('') });

/** `/faq/data/question`: one question by id; without `id`, the first. */
export const faqQuestionQuery = z.object({ id: idParam.optional() });
export const faqQuestionDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  lastUpdated: z.string(),
  category: z.object({ slug: z.string(), title: z.string() }),
  relatedQuestions: z.array(z.object({ id: z.number().int(), question: z.string() })),
  /** HTML from data: sanitize before rendering. */
  content: z.string(),
});
export type FaqQuestionDetail = z.infer<typeof faqQuestionDetail>;

export const knowledgeBaseCategories = [
  'sales-automation',
  'marketing-automation',
  'api-questions',
  'personalization',
  'email-marketing',
  'demand-generation',
] as const;
export const knowledgeBaseCard = z.object({
  id: z.number().int(),
  category: z.enum(knowledgeBaseCategories),
  img: z.string(),
  title: z.string(),
  desc: z.string(),
});
export type KnowledgeBaseCard = z.infer<typeof knowledgeBaseCard>;

const connection = z.object({ profileImg: z.string(), id: z.string() });
export const accountSettings = z.object({
  general: z.object({
    avatar: z.string(),
    username: z.string(),
    fullName: z.string(),
    email: z.string(),
    company: z.string(),
  }),
  info: z.object({ bio: z.string(), dob: z.string(), country: z.string(), website: z.string(), phone: z.string() }),
  social: z.object({
    socialLinks: z.object({
      twitter: z.string(),
      facebook: z.string(),
      google: z.string(),
      linkedIn: z.string(),
      instagram: z.string(),
      quora: z.string(),
    }),
    connections: z.object({ twitter: connection, google: connection, facebook: connection, github: connection }),
  }),
  notification: z.object({
    commentOnArticle: z.boolean(),
    answerOnForm: z.boolean(),
    followMe: z.boolean(),
    newAnnouncements: z.boolean(),
    productUpdates: z.boolean(),
    blogDigest: z.boolean(),
  }),
});
export type AccountSettings = z.infer<typeof accountSettings>;

/** A web address, or nothing. */
const optionalUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'must be a web address (https://…)' }),
]);

/**
 * Not in SPEC: saving a section of the account settings (`POST /account-setting/update`). Each form
 * sends its whole section; the answer is the whole settings object. The avatar and the connected
 * accounts are not edited here.
 */
export const accountSettingsUpdate = z.union([
  z.object({
    general: z.object({
      username: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9._-]{3,30}$/, 'must be 3 to 30 letters, digits, dots, dashes or underscores'),
      fullName: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
      email: z.email('must be an email address'),
      company: z.string().trim().max(100, 'must be at most 100 characters'),
    }),
  }),
  z.object({
    info: z.object({
      bio: z.string().trim().max(500, 'must be at most 500 characters'),
      dob: z.union([z.literal(''), z.iso.date('must be a date (YYYY-MM-DD)')]),
      country: z.string().trim().max(60, 'must be at most 60 characters'),
      website: optionalUrl,
      phone: z.union([z.literal(''), z.string().regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number')]),
    }),
  }),
  z.object({
    socialLinks: z.object({
      twitter: optionalUrl,
      facebook: optionalUrl,
      google: optionalUrl,
      linkedIn: optionalUrl,
      instagram: optionalUrl,
      quora: optionalUrl,
    }),
  }),
  z.object({ notification: accountSettings.shape.notification }),
]);
export type AccountSettingsUpdate = z.infer<typeof accountSettingsUpdate>;

export const autocompleteItem = z.object({ title: z.string(), rank: z.string(), id: z.string() });
export const autocompleteResponse = z.object({ autoComplete: z.array(autocompleteItem) });
export type AutocompleteItem = z.infer<typeof autocompleteItem>;

/** SPEC 9: Last 28 Days, Last Month, Last Year. */
const lastDays = z.array(z.string());
export const cardAnalytics = {
  'support-tracker': z.object({
    title: z.string(),
    last_days: lastDays,
    totalTicket: z.number(),
    newTicket: z.number(),
    openTicket: z.number(),
    responseTime: z.number(),
  }),
  'avg-sessions': z.object({
    sessions: z.number(),
    last_days: lastDays,
    growth: z.string(),
    goal: z.number(),
    users: z.number(),
    retention: z.number(),
    duration: z.number(),
  }),
  'revenue-report': z.object({ years: z.array(z.string()), price: z.string(), budget: z.string() }),
  'goal-overview': z.object({ completed: z.string(), inProgress: z.string() }),
  revenue: z.object({ thisMonth: z.string(), lastMonth: z.string() }),
  'product-orders': z.object({
    last_days: lastDays,
    chart_info: z.object({ finished: z.number(), pending: z.number(), rejected: z.number() }),
  }),
  'sessions-device': z.object({
    last_days: lastDays,
    chart_info: z.array(
      z.object({ icon: z.string(), name: z.string(), iconColor: z.string(), usage: z.number(), upDown: z.number() }),
    ),
  }),
  customers: z.object({
    listData: z.array(z.object({ icon: z.string(), iconColor: z.string(), text: z.string(), result: z.number() })),
  }),
} as const;
export type CardAnalyticsName = keyof typeof cardAnalytics;
export const cardAnalyticsNames = Object.keys(cardAnalytics) as CardAnalyticsName[];

const chartSeries = z.array(z.object({ name: z.string(), data: z.array(z.number()) }));
const statistic = (figure?: string) =>
  z.object({
    series: chartSeries,
    ...(figure ? { analyticsData: z.object({ [figure]: z.number() }) } : {}),
  });
export const cardStatistics = {
  'orders-bar-chart': z.object({ title: z.string(), statistics: z.string(), series: chartSeries }),
  'profit-line-chart': z.object({ title: z.string(), statistics: z.string(), series: chartSeries }),
  subscribers: statistic('subscribers'),
  revenue: statistic('revenue'),
  sales: statistic('sales'),
  orders: statistic('orders'),
  'site-traffic': statistic(),
  'active-users': statistic(),
  newsletter: statistic(),
} as const;
export type CardStatisticsName = keyof typeof cardStatistics;
export const cardStatisticsNames = Object.keys(cardStatistics) as CardStatisticsName[];

export { cardRanges, type CardRange };
export const cardAnalyticsQuery = z.object({
  range: z.enum(cardRanges, { error: `must be one of ${cardRanges.join(', ')}` }).default('last-28-days'),
});

const toneName = z.enum(['primary', 'secondary', 'success', 'danger', 'warning', 'info']);
const member = z.object({ name: z.string(), avatar: z.string() });
/** An ISO date-time. */
const isoDate = z.string();

/**
 * Not in SPEC: the dashboards' other cards, so every card on them comes from the demo server and has
 * its loading and error states. Money in dollars; shares and growth in percent.
 */
export const cardDashboard = {
  medal: z.object({ sales: z.number(), target: z.number() }),
  greeting: z.object({ growth: z.number(), badges: z.number().int() }),
  statistics: z.object({
    updated: isoDate,
    items: z.array(z.object({ key: z.enum(['sales', 'customers', 'products', 'revenue']), value: z.number() })),
  }),
  earnings: z.object({
    total: z.number(),
    growth: z.number(),
    series: z.array(z.object({ label: z.string(), value: z.number() })),
  }),
  /** Per year (SPEC 9's revenue report years), March to November. */
  'revenue-report': z.record(
    z.string(),
    z.object({ earning: z.array(z.number()), expense: z.array(z.number()), budget: z.array(z.number()) }),
  ),
  'browser-states': z.array(z.object({ name: z.string(), share: z.number() })),
  transactions: z.array(
    z.object({ title: z.string(), subtitle: z.string(), amount: z.number(), icon: z.string(), tone: toneName }),
  ),
  companies: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      category: z.string(),
      views: z.number().int(),
      hours: z.number(),
      revenue: z.number(),
      sales: z.number(),
    }),
  ),
  meetup: z.object({
    title: z.string(),
    subtitle: z.string(),
    start: isoDate,
    end: isoDate,
    place: z.string(),
    address: z.string(),
    image: z.string(),
    attendees: z.array(member),
  }),
  timeline: z.array(
    z.object({
      title: z.string(),
      content: z.string(),
      at: isoDate,
      tone: toneName,
      file: z.object({ name: z.string(), href: z.string(), icon: z.string() }).optional(),
      person: member.extend({ role: z.string() }).optional(),
      people: z.array(member).optional(),
    }),
  ),
  /** Labels are months, `YYYY-MM`. */
  'sales-radar': z.object({ labels: z.array(z.string()), series: chartSeries }),
  'app-design': z.object({
    date: isoDate,
    title: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    members: z.array(member),
    due: isoDate,
    budget: z.number(),
    cost: z.number(),
  }),
  /** Data for the chart demo pages: prices by trading day, sessions by weekday and hour, phones by price and rating. */
  'chart-samples': z.object({
    ohlc: z.array(
      z.object({ date: z.string(), open: z.number(), high: z.number(), low: z.number(), close: z.number() }),
    ),
    heatmap: z.object({
      slots: z.array(z.string()),
      /** ISO weekday, 1 (Monday) to 7. */
      rows: z.array(z.object({ weekday: z.number().int().min(1).max(7), values: z.array(z.number()) })),
    }),
    scatter: z.array(z.object({ name: z.string(), points: z.array(z.object({ x: z.number(), y: z.number() })) })),
  }),
} as const;
export type CardDashboardName = keyof typeof cardDashboard;
export const cardDashboardNames = Object.keys(cardDashboard) as CardDashboardName[];
export const cardDashboardPath = z.object({
  name: z.enum(cardDashboardNames, { error: `must be one of ${cardDashboardNames.join(', ')}` }),
});

/** A card's data, by family and name. */
export type CardAnalytics<N extends CardAnalyticsName> = z.infer<(typeof cardAnalytics)[N]>;
export type CardStatistics<N extends CardStatisticsName> = z.infer<(typeof cardStatistics)[N]>;
export type CardDashboard<N extends CardDashboardName> = z.infer<(typeof cardDashboard)[N]>;

export const cardAnalyticsPath = z.object({
  name: z.enum(cardAnalyticsNames, { error: `must be one of ${cardAnalyticsNames.join(', ')}` }),
});
export const cardStatisticsPath = z.object({
  name: z.enum(cardStatisticsNames, { error: `must be one of ${cardStatisticsNames.join(', ')}` }),
});
