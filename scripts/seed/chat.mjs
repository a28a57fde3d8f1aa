// Chat (docs/demo-api.md): John Doe's profile, ten contacts and five threads.
export const statuses = ['online', 'offline', 'busy', 'away'];
const roles = [
  'Frontend Developer',
  'UI/UX Designer',
  'Town Planner',
  'Data Scientist',
  'Project Manager',
  'Accountant',
  'Support Lead',
  'Marketing Manager',
  'Backend Developer',
  'Recruiter',
];
const lines = [
  'Hi! Do you have a minute?',
  'Sure, what is up?',
  'Could you look at the new dashboard mock-ups?',
  'Of course. Send them over.',
  'Done, they are in the shared folder.',
  'They look great. The chart colours work well.',
  'Thanks! I will share them with the team.',
  'Are we still on for tomorrow?',
  'Yes, 10 o’clock in the usual room.',
  'Perfect, see you then.',
];

export function profileUser() {
  return {
    id: 11,
    avatar: '/images/avatars/1.svg',
    fullName: 'John Doe',
    role: 'admin',
    about: 'Keeps the dashboard running and the coffee flowing.',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
}

export function contacts(faker, count = 10) {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    fullName: faker.person.fullName(),
    role: roles[i % roles.length],
    about: faker.company.catchPhrase(),
    avatar: faker.datatype.boolean({ probability: 0.7 }) ? `/images/avatars/${(i % 8) + 1}.svg` : '',
    status: faker.helpers.arrayElement(statuses),
  }));
}

export function chats(faker, contactIds, me = 11) {
  let time = new Date('2026-01-15T09:00:00.000Z').getTime();
  return faker.helpers.arrayElements(contactIds, 5).map((userId, i) => {
    const length = faker.number.int({ min: 3, max: lines.length });
    time -= faker.number.int({ min: 30, max: 600 }) * 60_000;
    const messages = lines.slice(0, length).map((message, m) => ({
      message,
      time: new Date(time - (length - m) * 120_000).toISOString(),
      senderId: m % 2 === 0 ? userId : me,
    }));
    return { id: i + 1, userId, unseenMsgs: i < 2 ? faker.number.int({ min: 1, max: 3 }) : 0, chat: messages };
  });
}
