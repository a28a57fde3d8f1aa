// Writes the demo server's seed data as committed JSON. Deterministic: the same seed gives the same
// files, so screenshots never change by chance. Run `npm run seed` after changing a generator.
import { writeFileSync, mkdirSync } from 'node:fs';
import { Faker, en } from '@faker-js/faker';
import { permissions } from './permissions.mjs';
import { cart, cartExtras, products, wishlist } from './products.mjs';
import { users } from './users.mjs';

const out = new URL('../../src/mocks/data/seed/', import.meta.url);
mkdirSync(out, { recursive: true });

/** A fresh faker per file, each seeded: adding a generator never shifts another file's data. */
function fakerFor(seed) {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  faker.setDefaultRefDate('2026-01-15T09:00:00.000Z');
  return faker;
}

const productRows = products(fakerFor(3));
const productIds = productRows.map((p) => p.id);

const files = {
  'users.json': users(fakerFor(1)),
  'permissions.json': permissions(fakerFor(2)),
  'products.json': productRows,
  'wishlist.json': wishlist(fakerFor(4), productIds),
  'cart.json': cart(fakerFor(5), productIds),
  'cartExtras.json': cartExtras(fakerFor(6), productIds),
};

for (const [name, data] of Object.entries(files)) {
  writeFileSync(new URL(name, out), `${JSON.stringify(data, null, 2)}\n`);
  console.log(`wrote src/mocks/data/seed/${name} (${Array.isArray(data) ? `${data.length} rows` : 'object'})`);
}
