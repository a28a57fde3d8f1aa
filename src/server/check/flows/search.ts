import type { NotificationsResponse } from '@/lib/api/schemas/notifications';
import type { BookmarksResponse } from '@/lib/api/schemas/search';
import { ABSENT_ID, notFound, type Flow } from './support';

/** The navbar's search, bookmarks and notifications: a bookmark toggled and toggled back. */
export const searchFlow: Flow = {
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
