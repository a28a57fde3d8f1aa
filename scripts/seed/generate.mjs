// Writes the demo server's seed data as committed JSON. Deterministic: the same seed gives the same
// files, so screenshots never change by chance. Run `npm run seed` after changing a generator.
import { writeFileSync, mkdirSync } from 'node:fs';
import { Faker, en } from '@faker-js/faker';
import * as prettier from 'prettier';
import { autocomplete } from './autocomplete.mjs';
import { events } from './calendar.mjs';
import { chats, contacts, profileUser } from './chat.mjs';
import { emails } from './emails.mjs';
import { employees } from './employees.mjs';
import { invoiceBank, invoices, withDetails } from './invoices.mjs';
import {
  accountSettings,
  blog,
  cardAnalytics,
  cardStatistics,
  faq,
  knowledgeBase,
  pricing,
  profile,
} from './other.mjs';
import { permissions, roles } from './permissions.mjs';
import { cart, cartExtras, products, wishlist } from './products.mjs';
import { searchData } from './search.mjs';
import { tasks } from './todo.mjs';
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

// Shared by several files: computed once, above the table, so each file's entry stays one line.
const productRows = products(fakerFor(3));
const productIds = productRows.map((p) => p.id);
const contactRows = contacts(fakerFor(14));
const contactIds = contactRows.map((c) => c.id);
const userRows = users(fakerFor(1));
const userIds = userRows.map((u) => u.id);

// One line per seed file, so that a file is dropped by deleting its line.
const files = {
  'users.json': userRows,
  'roles.json': roles(fakerFor(20), userIds),
  'permissions.json': permissions(fakerFor(2)),
  'products.json': productRows,
  'wishlist.json': wishlist(fakerFor(4), productIds),
  'cart.json': cart(fakerFor(5), productIds),
  'cartExtras.json': cartExtras(fakerFor(6), productIds),
  'invoices.json': withDetails(fakerFor(21), invoices(fakerFor(7))),
  'invoiceBank.json': invoiceBank(fakerFor(8)),
  'employees.json': employees(fakerFor(9)),
  'autocomplete.json': autocomplete(fakerFor(10)),
  'emails.json': emails(fakerFor(11)),
  'tasks.json': tasks(fakerFor(12), userRows),
  'events.json': events(fakerFor(13)),
  'chatContacts.json': contactRows,
  'chats.json': chats(fakerFor(15), contactIds),
  'chatProfile.json': profileUser(),
  'search.json': searchData(fakerFor(16)),
  'profile.json': profile(fakerFor(17)),
  'blog.json': blog(fakerFor(18)),
  'pricing.json': pricing(),
  'faq.json': faq(),
  'knowledgeBase.json': knowledgeBase(),
  'accountSettings.json': accountSettings(),
  'cardAnalytics.json': cardAnalytics(),
  'cardStatistics.json': cardStatistics(fakerFor(19)),
};

for (const [name, data] of Object.entries(files)) {
  // Written as Prettier would, so `npm run lint` and a rerun both leave the files untouched.
  const file = new URL(name, out);
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(JSON.stringify(data, null, 2), { ...options, filepath: file.pathname }));
  console.log(`wrote src/mocks/data/seed/${name} (${Array.isArray(data) ? `${data.length} rows` : 'object'})`);
}
