// The nine permissions with their seeded role assignments (docs/demo-api.md, Permissions); dates in the demo data's format.
import { formatCreatedDate } from '../../src/mocks/shared/createdDate.mjs';
const assignments = [
  ['Management', ['administrator']],
  ['Manage Billing & Roles', ['administrator']],
  ['Add & Remove Users', ['administrator', 'manager']],
  ['Project Planning', ['administrator', 'user', 'support']],
  ['Manage Email Sequences', ['administrator', 'user', 'support']],
  ['Client Communication', ['administrator', 'manager']],
  ['Only View', ['administrator', 'restricted-user']],
  ['Financial Management', ['administrator', 'manager']],
  ["Manage Others' Tasks", ['administrator', 'support']],
];

export function permissions(faker) {
  return assignments.map(([name, assignedTo], index) => ({
    id: index + 1,
    name,
    assignedTo,
    createdDate: formatCreatedDate(faker.date.between({ from: '2021-01-01T00:00:00Z', to: '2021-12-31T23:59:59Z' })),
  }));
}

// Beyond the original brief: who holds each of the demo data's roles, for the roles page (members drawn from the 50 users).
const roleSizes = [
  ['administrator', 4],
  ['manager', 7],
  ['user', 12],
  ['support', 6],
  ['restricted-user', 9],
];

export function roles(faker, userIds) {
  const pool = faker.helpers.shuffle([...userIds]);
  let next = 0;
  return roleSizes.map(([name, size], index) => {
    const members = pool.slice(next, next + size).sort((a, b) => a - b);
    next += size;
    return { id: index + 1, name, userIds: members };
  });
}
