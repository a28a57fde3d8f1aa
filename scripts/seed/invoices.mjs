// Invoices (docs/demo-api.md): 36, each for a client, with a status and a balance that agree.
export const invoiceStatuses = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'];
const services = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization',
  'App Design',
  'Website Maintenance',
];

const isoDate = (date) => date.toISOString().slice(0, 10);
const addDays = (date, days) => new Date(date.getTime() + days * 86_400_000);

export function invoices(faker, count = 36, firstId = 4987) {
  return Array.from({ length: count }, (_, i) => {
    const name = faker.person.fullName();
    const [first, last] = name.split(' ');
    const company = faker.company.name();
    const issued = faker.date.between({ from: '2025-06-01T00:00:00Z', to: '2026-01-10T00:00:00Z' });
    const total = faker.number.int({ min: 120, max: 5200 });
    const invoiceStatus = faker.helpers.arrayElement(invoiceStatuses);
    // A balance is 0 when settled, a dollar amount still owed, or a negative amount paid in advance.
    const balance =
      invoiceStatus === 'Paid'
        ? 0
        : invoiceStatus === 'Partial Payment'
          ? `$${faker.number.int({ min: 20, max: total - 20 })}`
          : faker.helpers.weightedArrayElement([
              { value: `$${total}`, weight: 3 },
              { value: 0, weight: 1 },
              { value: `-$${faker.number.int({ min: 50, max: 400 })}`, weight: 1 },
            ]);
    return {
      id: firstId + i,
      issuedDate: isoDate(issued),
      client: {
        address: faker.location.streetAddress(),
        company,
        companyEmail: faker.internet.email({ firstName: first, lastName: last, provider: 'example.com' }).toLowerCase(),
        country: faker.location.country(),
        contact: faker.phone.number({ style: 'international' }),
        name,
      },
      service: faker.helpers.arrayElement(services),
      total,
      avatar: faker.datatype.boolean({ probability: 0.6 })
        ? `/images/avatars/${faker.number.int({ min: 1, max: 8 })}.svg`
        : '',
      invoiceStatus,
      balance,
      dueDate: isoDate(addDays(issued, faker.helpers.arrayElement([15, 30, 45]))),
    };
  });
}

/** The business's own bank account, printed on every invoice's payment details. */
export function invoiceBank(faker) {
  return {
    bankName: 'American Bank',
    country: 'United States',
    iban: faker.finance.iban({ formatted: false, countryCode: 'DE' }),
    swiftCode: faker.finance.bic(),
  };
}
