// Data-table employees (docs/demo-api.md): 100 rows.
const posts = [
  'Accountant',
  'Business Analyst',
  'Customer Support',
  'Data Engineer',
  'Designer',
  'Developer',
  'HR Manager',
  'Marketing Lead',
  'Office Manager',
  'Product Manager',
  'QA Engineer',
  'Sales Representative',
];

export function employees(faker, count = 100) {
  return Array.from({ length: count }, (_, i) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const years = faker.number.int({ min: 0, max: 12 });
    return {
      id: i + 1,
      avatar: faker.datatype.boolean({ probability: 0.5 })
        ? `/images/avatars/${faker.number.int({ min: 1, max: 8 })}.svg`
        : '',
      full_name: `${first} ${last}`,
      post: faker.helpers.arrayElement(posts),
      email: faker.internet.email({ firstName: first, lastName: last, provider: 'example.com' }).toLowerCase(),
      city: faker.location.city(),
      start_date: faker.date
        .between({ from: '2014-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' })
        .toISOString()
        .slice(0, 10),
      salary: faker.number.float({ min: 18_000, max: 140_000, fractionDigits: 2 }),
      age: faker.number.int({ min: 21, max: 64 }),
      experience: `${years} ${years === 1 ? 'Year' : 'Years'}`,
      status: faker.number.int({ min: 1, max: 5 }),
    };
  });
}
