// Calendar (docs/demo-api.md): events of every kind in January 2026. The demo server moves them to the
// current month when it loads them, so the calendar is never empty, while the file never changes.
export const calendarKinds = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'];
const titles = {
  Business: ['Design review', 'Quarterly planning', 'Client call', 'Sprint demo', 'Budget meeting'],
  Holiday: ['Team holiday', 'Public holiday', 'Ski trip'],
  Personal: ['Dentist', 'Gym class', 'Dinner with Alex', 'Yoga'],
  ETC: ['Conference talk', 'Webinar', 'Product launch'],
  Family: ['Family lunch', "Kids' school play", 'Birthday party'],
};

export function events(faker, count = 16) {
  return Array.from({ length: count }, (_, i) => {
    const calendar = calendarKinds[i % calendarKinds.length];
    const day = faker.number.int({ min: 1, max: 28 });
    const allDay = calendar === 'Holiday' || faker.datatype.boolean({ probability: 0.2 });
    const hour = faker.number.int({ min: 8, max: 17 });
    const start = allDay
      ? `2026-01-${String(day).padStart(2, '0')}`
      : `2026-01-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${faker.helpers.arrayElement(['00', '30'])}:00`;
    const end = allDay
      ? `2026-01-${String(Math.min(day + faker.number.int({ min: 1, max: 3 }), 31)).padStart(2, '0')}`
      : `2026-01-${String(day).padStart(2, '0')}T${String(hour + faker.number.int({ min: 1, max: 2 })).padStart(2, '0')}:00:00`;
    return {
      id: i + 1,
      url: '',
      title: faker.helpers.arrayElement(titles[calendar]),
      start,
      end,
      allDay,
      extendedProps: {
        calendar,
        description: '',
        location: calendar === 'Business' ? faker.helpers.arrayElement(['Room 2.14', 'Online', 'Head office']) : '',
        guests: [],
      },
    };
  });
}
