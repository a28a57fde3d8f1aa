import * as cards from '@/lib/api/schemas/cards';
import type * as z from '@/lib/api/zod';
import type { Flow } from './support';

const families: [key: string, schemas: Record<string, z.ZodMiniType>][] = [
  ['GET /card/card-analytics/:name', cards.cardAnalytics],
  ['GET /card/card-statistics/:name', cards.cardStatistics],
  ['GET /card/card-dashboard/:name', cards.cardDashboard],
];

/** Every card of every family, each answer against its own card's schema; and the data tables. */
export const cardsFlow: Flow = {
  domains: ['cards', 'datatables'],
  async run(t) {
    for (const [key, schemas] of families) {
      const names = Object.keys(schemas);
      for (const [i, name] of names.entries()) {
        await t.check(key, {
          valid: { params: { name }, ...(key.includes('analytics') ? { query: { range: 'last-month' } } : {}) },
          schema: schemas[name],
          // The refusals are the same for every card: checked with the first.
          repeat: i > 0,
          also:
            i > 0 ? [] : [{ what: 'for an unknown card', input: { params: { name: 'no-such-card' } }, status: 404 }],
        });
      }
    }
    await t.check('GET /api/datatables/initial-data', { valid: {} });
    await t.check('GET /api/datatables/data', {
      valid: { query: { q: '', page: 2, perPage: 7, sort: 'desc', sortColumn: 'id' } },
    });
  },
};
