// E-commerce (docs/demo-api.md): 27 products, a wishlist, and a cart of 5 items at quantity 1.
export const productKinds = [
  {
    kind: 'phone',
    brands: ['Apple', 'Samsung', 'Google'],
    names: ['Smartphone', 'Phone Pro', 'Phone Mini'],
    price: [399, 1299],
  },
  {
    kind: 'laptop',
    brands: ['Apple', 'Dell', 'Lenovo'],
    names: ['Laptop 14"', 'Ultrabook', 'Notebook Air'],
    price: [699, 2499],
  },
  {
    kind: 'headphones',
    brands: ['Sony', 'Bose', 'Sennheiser'],
    names: ['Wireless Headphones', 'Noise-Cancelling Headset', 'Earbuds'],
    price: [59, 399],
  },
  {
    kind: 'watch',
    brands: ['Apple', 'Garmin', 'Fitbit'],
    names: ['Smart Watch', 'Fitness Tracker', 'GPS Watch'],
    price: [99, 799],
  },
  {
    kind: 'camera',
    brands: ['Canon', 'Nikon', 'Fujifilm'],
    names: ['Mirrorless Camera', 'Compact Camera', 'Action Camera'],
    price: [249, 1899],
  },
  {
    kind: 'speaker',
    brands: ['JBL', 'Sonos', 'Bose'],
    names: ['Bluetooth Speaker', 'Smart Speaker', 'Soundbar'],
    price: [49, 699],
  },
  {
    kind: 'tv',
    brands: ['LG', 'Samsung', 'Sony'],
    names: ['4K TV 55"', 'OLED TV 65"', 'Smart TV 43"'],
    price: [349, 2299],
  },
  {
    kind: 'keyboard',
    brands: ['Logitech', 'Keychron', 'Razer'],
    names: ['Mechanical Keyboard', 'Wireless Keyboard', 'Gaming Keyboard'],
    price: [39, 229],
  },
  {
    kind: 'console',
    brands: ['Sony', 'Microsoft', 'Nintendo'],
    names: ['Game Console', 'Handheld Console', 'Controller'],
    price: [59, 549],
  },
];

const pick = (faker, values) => faker.helpers.arrayElement(values);
const describe = {
  phone: (f, n) =>
    `${n} with a ${pick(f, ['6.1', '6.4', '6.7'])}-inch display, ${pick(f, [128, 256, 512])} GB of storage and a battery that lasts all day.`,
  laptop: (f, n) =>
    `${n} with ${pick(f, [8, 16, 32])} GB of memory, a ${pick(f, [512, 1024])} GB SSD and up to ${pick(f, [10, 14, 18])} hours on battery.`,
  headphones: (f, n) =>
    `${n} with ${pick(f, ['active noise cancelling', 'spatial audio', 'multipoint Bluetooth'])} and ${pick(f, [20, 30, 40])} hours of playback.`,
  watch: (f, n) =>
    `${n} that tracks heart rate, sleep and ${pick(f, ['GPS runs', 'swims', 'workouts'])}, water resistant to ${pick(f, [50, 100])} m.`,
  camera: (f, n) =>
    `${n} with a ${pick(f, [20, 24, 33])} MP sensor, ${pick(f, ['4K', '6K'])} video and in-body stabilisation.`,
  speaker: (f, n) =>
    `${n} with ${pick(f, ['room-filling', 'balanced', 'deep'])} sound, voice control and ${pick(f, [12, 20, 24])} hours of battery.`,
  tv: (f, n) =>
    `${n} with ${pick(f, ['HDR10+', 'Dolby Vision'])}, a ${pick(f, [60, 120])} Hz panel and built-in streaming apps.`,
  keyboard: (f, n) =>
    `${n} with ${pick(f, ['hot-swappable switches', 'low-profile keys', 'per-key RGB lighting'])} and ${pick(f, ['USB-C', 'Bluetooth and USB-C'])}.`,
  console: (f, n) =>
    `${n} with ${pick(f, ['1 TB', '512 GB', '64 GB'])} of storage and ${pick(f, ['4K gaming', 'portable play', 'haptic feedback'])}.`,
};

const colors = ['primary', 'success', 'warning', 'danger', 'info', 'secondary'];
const slugify = (s) =>
  s
    .toLowerCase()
    .replace(/["']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function products(faker) {
  const list = productKinds.flatMap((k) =>
    k.names.map((name, i) => {
      const brand = k.brands[i];
      const fullName = `${brand} ${name}`;
      return {
        name: fullName,
        slug: slugify(fullName),
        description: describe[k.kind](faker, fullName),
        brand,
        price: faker.number.int({ min: k.price[0], max: k.price[1] }) - 0.01,
        image: `/images/products/${k.kind}.svg`,
        hasFreeShipping: faker.datatype.boolean({ probability: 0.6 }),
        rating: faker.number.int({ min: 1, max: 5 }),
        colorOptions: faker.helpers.arrayElements(colors, { min: 1, max: 4 }),
      };
    }),
  );
  // Ids in a shuffled order, so "featured" (newest id first) is not the catalogue order.
  return faker.helpers
    .shuffle(list)
    .map((product, index) => ({ id: index + 1, ...product, price: Math.round(product.price * 100) / 100 }));
}

export function wishlist(faker, productIds) {
  return faker.helpers.arrayElements(productIds, 3).map((productId, index) => ({ id: index + 1, productId }));
}

/** Demo users start with 5 cart items at quantity 1 (docs/demo-api.md). */
export function cart(faker, productIds) {
  return faker.helpers.arrayElements(productIds, 5).map((productId, index) => ({ id: index + 1, productId, qty: 1 }));
}

/** Per product: the cart's shipping date, offers (1–4) and discount (3–20 %) (docs/demo-api.md). */
export function cartExtras(faker, productIds) {
  return productIds.map((productId) => ({
    productId,
    shippingDate: faker.date.soon({ days: 10 }).toISOString(),
    offers: faker.number.int({ min: 1, max: 4 }),
    discountPercentage: faker.number.int({ min: 3, max: 20 }),
  }));
}
