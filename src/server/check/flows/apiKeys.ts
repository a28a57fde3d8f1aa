import type { ApiKey } from '@/lib/api/schemas/apiKeys';
import { ABSENT_ID, at, notFound, type Flow } from './support';

/** API keys: the list; a key of the check's own made and revoked. */
export const apiKeysFlow: Flow = {
  domains: ['apiKeys'],
  async run(t, { stamp }) {
    await t.check('GET /api/api-keys', { valid: {} });
    const created = await t.check<{ key: ApiKey }>('POST /api/api-keys', {
      valid: { body: { name: `API check ${stamp}`, access: 'read-only' } },
    });
    await t.check('DELETE /api/api-keys/:id', {
      needs: { 'the key the check made': at(created, 'key', 'id') },
      valid: { params: { id: created?.key.id ?? 0 } },
      also: [notFound({ params: { id: ABSENT_ID } })],
    });
  },
};
