// Managed users (docs/demo-api.md): 50, deterministic.
export const roles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'];
export const plans = ['basic', 'team', 'company', 'enterprise'];
export const statuses = ['active', 'inactive', 'pending'];
export const billings = ['Manual - Credit Card', 'Manual - Paypal', 'Manual - Cash', 'Auto Debit'];

export function users(faker, count = 50) {
  return Array.from({ length: count }, (_, i) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const fullName = `${first} ${last}`;
    const company = faker.company.name();
    return {
      id: i + 1,
      billing: faker.helpers.arrayElement(billings),
      fullName,
      company,
      role: faker.helpers.weightedArrayElement([
        { value: 'subscriber', weight: 4 },
        { value: 'author', weight: 3 },
        { value: 'maintainer', weight: 2 },
        { value: 'editor', weight: 2 },
        { value: 'admin', weight: 1 },
      ]),
      username: faker.internet.username({ firstName: first, lastName: last }).toLowerCase(),
      country: faker.location.country(),
      contact: faker.phone.number({ style: 'international' }),
      email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
      currentPlan: faker.helpers.arrayElement(plans),
      status: faker.helpers.weightedArrayElement([
        { value: 'active', weight: 5 },
        { value: 'pending', weight: 2 },
        { value: 'inactive', weight: 2 },
      ]),
      // About two in three have a picture (the shipped avatars); the rest show initials.
      avatar: faker.datatype.boolean({ probability: 0.65 })
        ? `/images/avatars/${faker.number.int({ min: 1, max: 8 })}.svg`
        : '',
    };
  });
}
