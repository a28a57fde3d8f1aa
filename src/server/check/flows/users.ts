import type { ManagedUser, UserOverview } from '@/lib/api/schemas/users';
import { ABSENT_ID, byId, firstId, notFound, type Flow } from './support';

/** Users: the lists and one user read; a user of the check's own added, given preferences, deleted. */
export const usersFlow: Flow = {
  domains: ['users'],
  async run(t, { stamp }) {
    await t.check('GET /api/users/list/all-data', { valid: {} });
    const page = await t.check('GET /api/users/list/data', {
      valid: { query: { q: 'a', page: 1, perPage: 5, sort: 'desc', sortColumn: 'email', status: 'active' } },
    });
    const seeded = firstId(page, 'users');
    const one = { 'a user from GET /api/users/list/data': seeded };
    await t.check('GET /api/users/user', byId(one, seeded));
    const overview = await t.check<UserOverview>('GET /api/users/user/overview', byId(one, seeded));

    const added = await t.check<{ user: ManagedUser }>('POST /apps/users/add-user', {
      valid: {
        body: {
          fullName: 'API Check',
          username: `api-check-${stamp}`,
          email: `api-check-${stamp}-managed@example.test`,
          role: 'subscriber',
          currentPlan: 'basic',
        },
      },
    });
    const id = added?.user.id;
    const own = { 'the user the check added (POST /apps/users/add-user)': id };
    await t.check('POST /api/users/user/preferences', {
      needs: { ...own, 'the preferences of GET /api/users/user/overview': overview },
      valid: { body: { id, connections: { ...overview?.connections, slack: !overview?.connections.slack } } },
      also: [notFound({ body: { id: ABSENT_ID } })],
    });
    await t.check('DELETE /apps/users/delete', byId(own, id));
  },
};
