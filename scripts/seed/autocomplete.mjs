// Autocomplete demo (docs/demo-api.md): 100 made-up films ranked 1 to 100, each with a film identifier.
const adjectives = ['Silent', 'Last', 'Hidden', 'Golden', 'Broken', 'Distant', 'Crimson', 'Endless', 'Quiet', 'Wild'];
const nouns = ['Harbor', 'Frontier', 'Garden', 'Signal', 'Winter', 'Kingdom', 'River', 'Echo', 'Summit', 'Voyage'];

export function autocomplete(faker, count = 100) {
  const titles = new Set();
  while (titles.size < count) {
    const title = faker.helpers.arrayElement([
      () => `The ${faker.helpers.arrayElement(adjectives)} ${faker.helpers.arrayElement(nouns)}`,
      () => `${faker.helpers.arrayElement(nouns)} of ${faker.location.city()}`,
      () => `${faker.helpers.arrayElement(adjectives)} ${faker.helpers.arrayElement(nouns)}s`,
      () => `A ${faker.helpers.arrayElement(nouns)} in ${faker.date.month()}`,
    ])();
    titles.add(title);
  }
  return [...titles].map((title, i) => ({
    title,
    rank: String(i + 1),
    id: `tt${String(faker.number.int({ min: 100_000, max: 9_999_999 })).padStart(7, '0')}`,
  }));
}
