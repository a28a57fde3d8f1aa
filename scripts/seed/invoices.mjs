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

// Each service's lines: [item, description].
const lineItems = {
  'Software Development': [
    ['Backend API', 'Endpoints, data model and tests'],
    ['Integration work', 'Payment and e-mail providers connected'],
    ['Code review', 'Review of the existing code base with a written report'],
  ],
  'UI/UX Design & Development': [
    ['User research', 'Interviews and a summary of findings'],
    ['Visual design', 'High-fidelity screens for desktop and phone'],
    ['Front-end build', 'Responsive pages built from the designs'],
  ],
  'Unlimited Extended License': [
    ['Extended licence', 'Use in unlimited end products'],
    ['Priority support', 'Twelve months of priority e-mail support'],
  ],
  'Template Customization': [
    ['Theme changes', 'Brand colours, fonts and logo'],
    ['New pages', 'Pages added to the template'],
    ['Component tweaks', 'Changes to existing components'],
  ],
  'App Design': [
    ['App screens', 'Screens for iOS and Android'],
    ['Icon set', 'A custom icon set in SVG'],
    ['Prototype', 'A clickable prototype for user testing'],
  ],
  'Website Maintenance': [
    ['Monthly maintenance', 'Updates, backups and monitoring'],
    ['Security updates', 'Dependency and server patches'],
    ['Content updates', 'Text and image changes on request'],
  ],
};
const salespeople = ['Tommy Shelby', 'Ada Lovelace', 'Grace Hopper', 'Alan Turing'];
export const paymentTerms = ['Due on receipt', 'Net 15', 'Net 30', 'Net 45'];

/**
 * What an invoice is made of (beyond the original brief, docs/demo-api.md): its lines, discount and
 * tax, salesperson, note and payment terms. A seeded invoice's lines add up to its total to the cent,
 * with no discount or tax, so the list's figures stay as they were.
 */
export function withDetails(faker, rows) {
  return rows.map((row) => {
    const names = lineItems[row.service];
    const count = faker.number.int({ min: 1, max: Math.min(3, names.length) });
    const cents = row.total * 100;
    // Split the total into `count` parts of whole cents, each at least a tenth of it.
    const cuts = Array.from({ length: count - 1 }, () => faker.number.int({ min: 1, max: 9 })).sort((a, b) => a - b);
    const bounds = [0, ...cuts.map((c, i) => Math.round((cents * (c + i)) / (10 + count - 2))), cents];
    const items = names.slice(0, count).map(([item, description], i) => {
      const part = bounds[i + 1] - bounds[i];
      const qty = [5, 4, 2, 1].find((q) => part % q === 0);
      return {
        item,
        description,
        cost: part / qty / 100,
        qty,
      };
    });
    return {
      ...row,
      items,
      discount: 0,
      tax: 0,
      salesperson: faker.helpers.arrayElement(salespeople),
      note: 'It was a pleasure working with you. We hope you will keep us in mind for future projects. Thank you!',
      paymentTerms: faker.helpers.arrayElement(paymentTerms),
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
