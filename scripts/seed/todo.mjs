// Todo (docs/demo-api.md): tasks with assignees, tags and every flag combination.
export const tags = ['team', 'low', 'medium', 'high', 'update'];
const titles = [
  'Prepare the quarterly board deck',
  'Review pull requests for the billing service',
  'Plan the team offsite',
  'Renew the SSL certificates',
  'Update the onboarding checklist',
  'Call the design agency about the rebrand',
  'Fix the broken links in the help centre',
  'Migrate the staging database',
  'Write release notes for version 2.4',
  'Interview candidates for the support role',
  'Audit user permissions',
  'Draft the newsletter for March',
  'Test the new checkout flow on mobile',
  'Archive last year’s invoices',
  'Book meeting rooms for the workshop',
  'Reply to the partnership enquiry',
  'Set up alerts for failed payments',
  'Clean up unused feature flags',
  'Translate the pricing page into German',
  'Collect feedback on the new dashboard',
];
const descriptions = [
  'Keep it short: the key numbers, the risks and what we need from the board.',
  'Focus on the refund edge cases and the new currency rounding.',
  'Shortlist three venues within an hour of the office.',
  'The current certificates expire at the end of the month.',
  'Add the new security training and the laptop policy.',
  'Ask for the second round of logo concepts and a timeline.',
  'The crawler found 37 dead links, mostly in older articles.',
  'Take a snapshot first and check the row counts afterwards.',
];

/** `people`: the users tasks are assigned to (the managed users, so the assignee picker finds them). */
export function tasks(faker, people, count = 20) {
  const start = new Date('2026-01-05T00:00:00.000Z').getTime();
  return titles.slice(0, count).map((title, i) => {
    const person = faker.helpers.arrayElement(people);
    return {
      id: i + 1,
      title,
      dueDate: new Date(start + faker.number.int({ min: 0, max: 40 }) * 86_400_000).toISOString().slice(0, 10),
      description: faker.helpers.arrayElement(descriptions),
      assignee: { fullName: person.fullName, avatar: person.avatar },
      tags: faker.helpers.arrayElements(tags, { min: 1, max: 2 }),
      isCompleted: faker.datatype.boolean({ probability: 0.3 }),
      isDeleted: faker.datatype.boolean({ probability: 0.15 }),
      isImportant: faker.datatype.boolean({ probability: 0.3 }),
    };
  });
}
