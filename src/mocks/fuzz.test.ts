import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snapshotDb } from './db';
import { servedRoutes, type Domain } from './index';
import { call, withDemoServer } from '@/test/demoServer';
import { hostileText } from '@/test/hostile';

withDemoServer();

// Load every domain now, so each table is registered before the first snapshot is taken.
import.meta.glob('./resolvers/*.ts', { eager: true });

/** `params`: the query keys the route reads, fuzzed most often; `list`: the key of a paged result. */
type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params?: string[];
  list?: string;
  sample?: string[];
};

/** Every route of the demo server, by domain; the coverage test below fails when a new route is missing here. */
const endpointsByDomain: Record<Domain, Endpoint[]> = {
  auth: [
    { method: 'POST', path: '/jwt/login' },
    { method: 'POST', path: '/jwt/register' },
    { method: 'POST', path: '/jwt/refresh-token' },
    { method: 'POST', path: '/jwt/logout' },
    { method: 'POST', path: '/jwt/forgot-password' },
    { method: 'POST', path: '/jwt/reset-password' },
    { method: 'POST', path: '/jwt/verify-email/resend' },
    { method: 'POST', path: '/jwt/two-steps/send' },
    { method: 'POST', path: '/jwt/two-steps/verify' },
  ],
  users: [
    { method: 'GET', path: '/api/users/list/all-data' },
    {
      method: 'GET',
      path: '/api/users/list/data',
      params: ['q', 'page', 'perPage', 'sort', 'sortColumn', 'role', 'status', 'currentPlan'],
      list: 'users',
    },
    { method: 'GET', path: '/api/users/user', params: ['id'] },
    { method: 'GET', path: '/api/users/user/overview', params: ['id'] },
    { method: 'POST', path: '/api/users/user/preferences' },
    { method: 'POST', path: '/apps/users/add-user' },
    { method: 'DELETE', path: '/apps/users/delete', params: ['id'] },
  ],
  roles: [
    { method: 'GET', path: '/apps/roles/data' },
    { method: 'POST', path: '/apps/roles/add-role' },
    { method: 'POST', path: '/apps/roles/update-role' },
  ],
  permissions: [
    {
      method: 'GET',
      path: '/apps/permissions/data',
      params: ['q', 'page', 'perPage', 'assignedTo'],
      list: 'permissions',
    },
    { method: 'POST', path: '/apps/permissions/add-permission' },
    { method: 'POST', path: '/apps/permissions/update-permission' },
    { method: 'DELETE', path: '/apps/permissions/delete', params: ['id'] },
  ],
  ecommerce: [
    { method: 'GET', path: '/apps/ecommerce/products', params: ['q', 'page', 'perPage', 'sortBy'], list: 'products' },
    {
      method: 'GET',
      path: '/apps/ecommerce/products/:id',
      sample: [
        '/apps/ecommerce/products/3',
        '/apps/ecommerce/products/abc',
        '/apps/ecommerce/products/-1',
        '/apps/ecommerce/products/999',
      ],
    },
    { method: 'GET', path: '/apps/ecommerce/wishlist' },
    { method: 'POST', path: '/apps/ecommerce/wishlist' },
    {
      method: 'DELETE',
      path: '/apps/ecommerce/wishlist/:id',
      sample: ['/apps/ecommerce/wishlist/3', '/apps/ecommerce/wishlist/x', '/apps/ecommerce/wishlist/0'],
    },
    { method: 'GET', path: '/apps/ecommerce/cart' },
    { method: 'POST', path: '/apps/ecommerce/cart' },
  ],
  checkout: [
    {
      method: 'DELETE',
      path: '/apps/ecommerce/cart/:id',
      sample: ['/apps/ecommerce/cart/2', '/apps/ecommerce/cart/1.5', '/apps/ecommerce/cart/%20'],
    },
    {
      method: 'PATCH',
      path: '/apps/ecommerce/cart/:id',
      sample: ['/apps/ecommerce/cart/27', '/apps/ecommerce/cart/1', '/apps/ecommerce/cart/x'],
    },
    { method: 'GET', path: '/apps/ecommerce/addresses' },
    { method: 'POST', path: '/apps/ecommerce/addresses' },
    {
      method: 'GET',
      path: '/apps/ecommerce/coupons/:code',
      sample: ['/apps/ecommerce/coupons/WELCOME10', '/apps/ecommerce/coupons/%3Cb%3E', '/apps/ecommerce/coupons/x'],
    },
    { method: 'POST', path: '/apps/ecommerce/orders' },
  ],
  invoices: [
    {
      method: 'GET',
      path: '/apps/invoice/invoices',
      params: ['q', 'page', 'perPage', 'sort', 'sortColumn', 'status'],
      list: 'invoices',
    },
    {
      method: 'GET',
      path: '/api/invoice/invoices/:id',
      sample: ['/api/invoice/invoices/4990', '/api/invoice/invoices/1', '/api/invoice/invoices/x'],
    },
    { method: 'POST', path: '/apps/invoice/invoices' },
    {
      method: 'PUT',
      path: '/apps/invoice/invoices/:id',
      sample: ['/apps/invoice/invoices/4990', '/apps/invoice/invoices/1', '/apps/invoice/invoices/x'],
    },
    {
      method: 'POST',
      path: '/apps/invoice/invoices/:id/payments',
      sample: ['/apps/invoice/invoices/4988/payments', '/apps/invoice/invoices/0/payments'],
    },
    {
      method: 'POST',
      path: '/apps/invoice/invoices/:id/send',
      sample: ['/apps/invoice/invoices/4990/send', '/apps/invoice/invoices/-3/send'],
    },
    { method: 'GET', path: '/api/invoice/clients', params: ['q'] },
    { method: 'POST', path: '/api/invoice/clients' },
    { method: 'DELETE', path: '/apps/invoice/delete', params: ['id'] },
  ],
  search: [
    { method: 'GET', path: '/api/main-search/data' },
    { method: 'GET', path: '/api/bookmarks/data' },
    { method: 'POST', path: '/api/bookmarks/update' },
  ],
  todo: [
    { method: 'GET', path: '/apps/todo/tasks', params: ['q', 'filter', 'tag', 'sortBy'] },
    { method: 'POST', path: '/apps/todo/add-tasks' },
    { method: 'POST', path: '/apps/todo/update-task' },
    { method: 'DELETE', path: '/apps/todo/delete-task', params: ['taskId'] },
    { method: 'POST', path: '/apps/todo/reorder-task' },
    { method: 'GET', path: '/apps/todo/assignees', params: ['q'] },
  ],
  email: [
    { method: 'GET', path: '/apps/email/emails', params: ['q', 'folder', 'label'] },
    { method: 'POST', path: '/apps/email/update-emails' },
    { method: 'POST', path: '/apps/email/update-emails-label' },
    { method: 'GET', path: '/apps/email/get-email', params: ['id', 'q', 'folder', 'label'] },
    { method: 'GET', path: '/apps/email/paginate-email', params: ['dir', 'emailId', 'q', 'folder', 'label'] },
    { method: 'GET', path: '/apps/email/contacts', params: ['q'] },
    { method: 'POST', path: '/apps/email/send' },
    { method: 'POST', path: '/apps/email/draft' },
  ],
  calendar: [
    { method: 'GET', path: '/apps/calendar/events', params: ['calendars'] },
    { method: 'POST', path: '/apps/calendar/add-event' },
    { method: 'POST', path: '/apps/calendar/update-event' },
    { method: 'DELETE', path: '/apps/calendar/remove-event', params: ['id'] },
  ],
  chat: [
    { method: 'GET', path: '/apps/chat/users/profile-user' },
    { method: 'POST', path: '/apps/chat/users/profile-user' },
    { method: 'GET', path: '/apps/chat/chats-and-contacts' },
    { method: 'GET', path: '/apps/chat/get-chat', params: ['id'] },
    { method: 'POST', path: '/apps/chat/send-msg' },
  ],
  datatables: [
    { method: 'GET', path: '/api/datatables/initial-data' },
    {
      method: 'GET',
      path: '/api/datatables/data',
      params: ['q', 'page', 'perPage', 'sort', 'sortColumn'],
      list: 'invoices',
    },
  ],
  profile: [{ method: 'GET', path: '/profile/data' }],
  blog: [
    { method: 'GET', path: '/blog/list/data', params: ['q', 'category', 'page', 'perPage'], list: 'posts' },
    { method: 'GET', path: '/blog/list/data/sidebar' },
    { method: 'GET', path: '/blog/list/data/detail', params: ['id'] },
    { method: 'GET', path: '/blog/list/data/edit', params: ['id'] },
    { method: 'POST', path: '/blog/list/data/edit' },
    { method: 'POST', path: '/blog/list/data/comment' },
  ],
  pricing: [{ method: 'GET', path: '/pricing/data' }],
  faq: [
    { method: 'GET', path: '/faq/data', params: ['q'] },
    { method: 'GET', path: '/faq/data/knowledge_base' },
    { method: 'GET', path: '/faq/data/category' },
    { method: 'GET', path: '/faq/data/question', params: ['id'] },
    { method: 'GET', path: '/faq/data/knowledge_base/questions', params: ['q'] },
    {
      method: 'GET',
      path: '/faq/data/knowledge_base/categories/:category',
      sample: [
        '/faq/data/knowledge_base/categories/api-questions',
        '/faq/data/knowledge_base/categories/constructor',
        '/faq/data/knowledge_base/categories/__proto__',
        '/faq/data/knowledge_base/categories/%00',
      ],
    },
    {
      method: 'GET',
      path: '/faq/data/knowledge_base/categories/:category/questions/:question',
      sample: [
        '/faq/data/knowledge_base/categories/api-questions/questions/how-do-webhooks-work',
        '/faq/data/knowledge_base/categories/personalization/questions/how-do-webhooks-work',
        '/faq/data/knowledge_base/categories/api-questions/questions/toString',
        '/faq/data/knowledge_base/categories/a.b/questions/%3Cscript%3E',
      ],
    },
  ],
  accountSettings: [
    { method: 'GET', path: '/account-setting/data' },
    { method: 'POST', path: '/account-setting/update' },
  ],
  autocomplete: [{ method: 'GET', path: '/api/autocomplete/data' }],
  notifications: [
    { method: 'GET', path: '/api/notifications' },
    { method: 'POST', path: '/api/notifications/read' },
    { method: 'DELETE', path: '/api/notifications', params: ['id'] },
  ],
  apiKeys: [
    { method: 'GET', path: '/api/api-keys' },
    { method: 'POST', path: '/api/api-keys' },
    {
      method: 'DELETE',
      path: '/api/api-keys/:id',
      sample: ['/api/api-keys/2', '/api/api-keys/0', '/api/api-keys/%3Cscript%3E', '/api/api-keys/constructor'],
    },
  ],
  forms: [{ method: 'POST', path: '/api/forms/accounts' }],
  cards: [
    {
      method: 'GET',
      path: '/card/card-analytics/:name',
      params: ['range'],
      sample: ['/card/card-analytics/revenue', '/card/card-analytics/nope', '/card/card-analytics/%3Cscript%3E'],
    },
    {
      method: 'GET',
      path: '/card/card-statistics/:name',
      sample: ['/card/card-statistics/orders', '/card/card-statistics/a.b', '/card/card-statistics/constructor'],
    },
    {
      method: 'GET',
      path: '/card/card-dashboard/:name',
      sample: ['/card/card-dashboard/meetup', '/card/card-dashboard/__proto__', '/card/card-dashboard/%00'],
    },
  ],
};
const endpoints = Object.values(endpointsByDomain).flat();

const hostile = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: fc.string(), weight: 2 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 },
);
const queryFor = (endpoint: Endpoint) =>
  fc.dictionary(fc.constantFrom(...(endpoint.params ?? []), 'id', 'x'), hostile, { maxKeys: 6 });
const body = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'token',
      'code',
      'challenge',
      'username',
      'fullName',
      'role',
      'currentPlan',
      'id',
      'name',
      'refreshToken',
      'productId',
      'emailIds',
      'ids',
      'general',
      'info',
      'socialLinks',
      'notification',
      'dataToUpdate',
      'label',
      'task',
      'event',
      'obj',
    ),
    fc.jsonValue(),
    { maxKeys: 6 },
  ),
  // Near-valid bodies: the right envelope with hostile insides, so validation past the first level runs.
  fc.record({
    task: fc.dictionary(fc.constantFrom('id', 'title', 'dueDate', 'tags', 'assignee', 'isDeleted'), fc.jsonValue()),
  }),
  fc.record({
    event: fc.dictionary(
      fc.constantFrom('id', 'title', 'start', 'end', 'allDay', 'extendedProps'),
      fc.oneof(fc.jsonValue(), fc.constantFrom('2026-01-02', '2026-01-01T10:00', { calendar: 'Family' })),
    ),
  }),
  fc.record({ emailIds: fc.array(fc.oneof(fc.integer(), fc.jsonValue())), dataToUpdate: fc.jsonValue() }),
  fc.record({ emailIds: fc.array(fc.integer({ min: -2, max: 30 })), label: fc.constantFrom('company', 'x', 1) }),
  fc.record({ obj: fc.record({ message: fc.oneof(fc.string(), fc.jsonValue()), contact: fc.jsonValue() }) }),
  fc.record({
    name: fc.oneof(fc.string(), fc.jsonValue()),
    access: fc.constantFrom('full', 'read-only', 'read-write', 'admin', 1),
  }),
  fc.record({ id: fc.oneof(fc.integer({ min: -2, max: 60 }), fc.jsonValue()) }),
  fc.record({
    client: fc.dictionary(fc.constantFrom('name', 'companyEmail', 'company'), fc.jsonValue()),
    issuedDate: fc.oneof(fc.constantFrom('2026-01-02', '2026-02-30', '1999-12-31'), fc.jsonValue()),
    dueDate: fc.oneof(fc.constantFrom('2026-01-01', '2026-03-01'), fc.jsonValue()),
    items: fc.array(fc.dictionary(fc.constantFrom('item', 'cost', 'qty'), fc.oneof(fc.double(), fc.jsonValue()))),
    discount: fc.oneof(fc.double(), fc.jsonValue()),
  }),
  fc.record({ qty: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double(), fc.jsonValue()) }),
  fc.dictionary(
    fc.constantFrom('fullName', 'phone', 'address', 'town', 'state', 'postcode', 'type'),
    fc.oneof(fc.string(), fc.constantFrom('+1 555 0100', 'home', 'AB1 2CD'), fc.jsonValue()),
  ),
  fc.record({
    items: fc.array(fc.record({ productId: fc.integer({ min: -1, max: 30 }), qty: fc.integer({ min: 0, max: 11 }) })),
    addressId: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.jsonValue()),
    delivery: fc.constantFrom('standard', 'express', 'overnight', 'x'),
    payment: fc.oneof(
      fc.record({ method: fc.constantFrom('cod', 'card', 'giftCard', 'gold') }),
      fc.record({
        method: fc.constant('card'),
        cardNumber: fc.constantFrom('4242424242424242', '4242424242424241', 'x'),
        nameOnCard: fc.string(),
        expiry: fc.constantFrom('12/30', '01/20', '13/99'),
        cvv: fc.constantFrom('123', '12a'),
      }),
    ),
    coupon: fc.oneof(fc.constantFrom('WELCOME10', '<b>'), fc.jsonValue()),
  }),
  // A blog post's save and a comment: near-valid, so the field rules and the slug check run.
  fc.record({
    id: fc.oneof(fc.integer({ min: -1, max: 12 }), fc.jsonValue()),
    blogTitle: fc.oneof(fc.string(), fc.jsonValue()),
    slug: fc.oneof(fc.constantFrom('why-indie-games-are-having-a-moment', 'new-slug', 'Bad Slug', '-a-'), fc.string()),
    blogCategories: fc.array(fc.constantFrom('Food', 'Video', 'Cars', 1)),
    status: fc.constantFrom('Published', 'Draft', 'Pending', 'Gone'),
    excerpt: fc.oneof(fc.string(), fc.jsonValue()),
    featuredImage: fc.constantFrom(
      '/images/illustrations/2.svg',
      'data:image/png;base64,iVBORw0K',
      'https://x.test/a.png',
    ),
    content: fc.oneof(fc.string(), fc.constantFrom('<p>Hi</p><script>x</script>')),
  }),
  fc.record({
    postId: fc.oneof(fc.integer({ min: -1, max: 12 }), fc.jsonValue()),
    commentText: fc.oneof(fc.string(), fc.constantFrom(' ', 'a'.repeat(1001)), fc.jsonValue()),
  }),
  fc.record({
    amount: fc.oneof(fc.double(), fc.integer({ min: -5, max: 9000 }), fc.jsonValue()),
    date: fc.oneof(fc.constantFrom('2026-11-20', '2026-13-01'), fc.jsonValue()),
    method: fc.constantFrom('Cash', 'Gold', 1),
  }),
);

describe('hostile input never breaks the demo server', () => {
  it('every route is fuzzed', () => {
    const fuzzed = new Set(endpoints.map((e) => `${e.method} */${e.path.slice(1)}`));
    const routes = servedRoutes().map((r) => `${r.method} */${r.path.slice(1)}`);
    expect(routes.filter((route) => !fuzzed.has(route))).toEqual([]);
  });

  it.each(endpoints)('$method $path: never 5xx, rejected requests change nothing, pages hold', async (endpoint) => {
    await fc.assert(
      fc.asyncProperty(
        queryFor(endpoint),
        body,
        fc.constantFrom(...(endpoint.sample ?? [endpoint.path])),
        // A route with path parameters is called at its sample URLs, hostile ones included.
        async (q, b, url) => {
          const before = await snapshotDb();
          const sendsBody = endpoint.method === 'POST' || endpoint.method === 'PUT' || endpoint.method === 'PATCH';
          const { status, body: response } = await call(endpoint.method, url, {
            query: q,
            body: sendsBody ? (typeof b === 'string' ? b : JSON.stringify(b)) : undefined,
          });
          expect(status).toBeLessThan(500);
          if (status >= 400) {
            expect(response).toHaveProperty('error');
            expect(await snapshotDb()).toBe(before);
          }
          if (endpoint.list && status === 200) {
            const page = response as Record<string, unknown[]> & { total: number };
            const perPage = Number(q.perPage ?? 10);
            expect(page[endpoint.list]!.length).toBeLessThanOrEqual(perPage);
            expect(page[endpoint.list]!.length).toBeLessThanOrEqual(page.total);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
