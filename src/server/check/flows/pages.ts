import type { AccountSettings } from '@/lib/api/schemas/accountSettings';
import type { ApiKey } from '@/lib/api/schemas/apiKeys';
import type { BlogEdit, BlogListResponse } from '@/lib/api/schemas/blog';
import type { FaqCategory, KnowledgeBaseCard, KnowledgeBaseCategory } from '@/lib/api/schemas/faq';
import type { NotificationsResponse } from '@/lib/api/schemas/notifications';
import type { BookmarksResponse } from '@/lib/api/schemas/search';
import { ABSENT_ID, at, byId, notFound, type Flow } from './support';

/** The navbar's search, bookmarks and notifications: a bookmark toggled and toggled back. */
export const navbarFlow: Flow = {
  domains: ['search', 'notifications'],
  async run(t) {
    await t.check('GET /api/main-search/data', { valid: {} });
    const bookmarks = await t.check<BookmarksResponse>('GET /api/bookmarks/data', { valid: {} });
    const page = bookmarks?.suggestions[0]?.id;
    const toggled = await t.check('POST /api/bookmarks/update', {
      needs: { 'a page from GET /api/bookmarks/data': page },
      valid: { body: { id: page } },
      also: [notFound({ body: { id: ABSENT_ID } })],
    });
    if (toggled) t.afterAll(() => t.call({ method: 'POST', path: '/api/bookmarks/update', body: { id: page } }));

    const list = await t.check<NotificationsResponse>('GET /api/notifications', { valid: {} });
    // Marking read a notification already read changes nothing; an unread one could not be put back.
    const read = list?.notifications.find((n) => n.read)?.id;
    await t.check('POST /api/notifications/read', {
      needs: { 'a notification already read': read },
      valid: { body: { ids: [read] } },
    });
    // The check creates no notification, so it deletes none: only refusals are checked.
    await t.check('DELETE /api/notifications', {
      skip: 'valid call not made: the check deletes only what it created',
      invalid: { query: { id: 'abc' } },
      also: [notFound({ query: { id: ABSENT_ID } })],
    });
  },
};

/** The content pages: profile, pricing, FAQ, knowledge base, blog (a post saved as it was, a comment). */
export const contentFlow: Flow = {
  domains: ['profile', 'pricing', 'faq', 'blog'],
  async run(t, { stamp }) {
    await t.check('GET /profile/data', { valid: {} });
    await t.check('GET /pricing/data', { valid: {} });

    await t.check('GET /faq/data', { valid: { query: { q: 'pay' } } });
    const categories = await t.check<FaqCategory[]>('GET /faq/data/category', { valid: {} });
    const question = categories?.[0]?.questions[0]?.id;
    await t.check('GET /faq/data/question', byId({ 'a question from GET /faq/data/category': question }, question));
    const cards = await t.check<KnowledgeBaseCard[]>('GET /faq/data/knowledge_base', { valid: {} });
    await t.check('GET /faq/data/knowledge_base/questions', { valid: { query: { q: 'api' } } });
    const category = cards?.[0]?.category;
    const articles = await t.check<KnowledgeBaseCategory>('GET /faq/data/knowledge_base/categories/:category', {
      needs: { 'a category from GET /faq/data/knowledge_base': category },
      valid: { params: { category: category! } },
      also: [notFound({ params: { category: 'no-such-category' } })],
    });
    const article = articles?.questions[0]?.slug;
    await t.check('GET /faq/data/knowledge_base/categories/:category/questions/:question', {
      needs: { 'an article from GET /faq/data/knowledge_base/categories/:category': article },
      valid: { params: { category: category!, question: article! } },
      also: [notFound({ params: { category: category!, question: 'no-such-question' } })],
    });

    const posts = await t.check<BlogListResponse>('GET /blog/list/data', {
      valid: { query: { q: '', page: 1, perPage: 3 } },
    });
    await t.check('GET /blog/list/data/sidebar', { valid: {} });
    const post = posts?.posts[0]?.id;
    const one = { 'a post from GET /blog/list/data': post };
    await t.check('GET /blog/list/data/detail', byId(one, post));
    const edit = await t.check<BlogEdit>('GET /blog/list/data/edit', byId(one, post));
    // The post saved as it is: the contract has no way to add a post, so the check changes none.
    const save = edit && {
      id: edit.id,
      blogTitle: edit.blogTitle,
      slug: edit.slug,
      blogCategories: edit.blogCategories.map((c) => c.label),
      status: edit.status,
      excerpt: edit.excerpt,
      featuredImage: edit.featuredImage,
      content: edit.content,
    };
    await t.check('POST /blog/list/data/edit', {
      needs: { 'the post of GET /blog/list/data/edit': save },
      valid: { body: save },
      also: [notFound({ body: { ...save, id: ABSENT_ID } })],
    });
    const comment = await t.check('POST /blog/list/data/comment', {
      needs: one,
      valid: { body: { postId: post, commentText: `API check ${stamp}` } },
      also: [notFound({ body: { postId: ABSENT_ID, commentText: 'Nobody reads this' } })],
    });
    if (comment) t.leftBehind.push(`a comment on post #${post} (the contract has no way to delete one)`);
  },
};

/** Account settings saved as they are, an API key made and revoked, the form demos' account. */
export const settingsFlow: Flow = {
  domains: ['accountSettings', 'apiKeys', 'autocomplete', 'forms'],
  async run(t, { stamp }) {
    const settings = await t.check<AccountSettings>('GET /account-setting/data', { valid: {} });
    const general = settings && {
      username: settings.general.username,
      fullName: settings.general.fullName,
      email: settings.general.email,
      company: settings.general.company,
    };
    await t.check('POST /account-setting/update', {
      needs: { 'the settings of GET /account-setting/data': general },
      valid: { body: { general } },
      invalid: { body: { general: { ...general, email: 'not an email' } } },
    });

    await t.check('GET /api/api-keys', { valid: {} });
    const created = await t.check<{ key: ApiKey }>('POST /api/api-keys', {
      valid: { body: { name: `API check ${stamp}`, access: 'read-only' } },
    });
    await t.check('DELETE /api/api-keys/:id', {
      needs: { 'the key the check made': at(created, 'key', 'id') },
      valid: { params: { id: created?.key.id ?? 0 } },
      also: [notFound({ params: { id: ABSENT_ID } })],
    });

    await t.check('GET /api/autocomplete/data', { valid: {} });
    const account = await t.check('POST /api/forms/accounts', {
      valid: {
        body: {
          username: `check_${stamp}`.toLowerCase().slice(0, 20),
          email: `api-check-${stamp}-form@example.test`,
          password: 'Check1234',
        },
      },
    });
    if (account) t.leftBehind.push(`the form account check_${stamp} (the contract has no way to delete one)`);
  },
};
