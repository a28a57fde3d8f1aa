import type { Product } from '@/lib/api/schemas/ecommerce';

/**
 * A product's picture written into the page, so the skeleton has nothing to fetch. It is the page's
 * largest paint (the real pictures, of the same size, do not replace it), so the shop counts as
 * drawn when the page is, not when a picture file has come. It has shapes on purpose: browsers do
 * not count a flat picture as the largest paint, and the first real picture would then be, after
 * the data.
 */
const placeholderPicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" rx="12" fill="#e7e7ff"/>' +
    '<rect x="34" y="26" width="60" height="76" rx="10" fill="#2f2b3d"/><rect x="41" y="34" width="46" height="52" rx="6" fill="#7367f0"/>' +
    '<circle cx="64" cy="94" r="4" fill="#e7e7ff"/><path d="M24 114h80" stroke="#a8aaae" stroke-width="4" stroke-linecap="round"/></svg>',
)}`;

/**
 * Products of realistic lengths, drawn as skeletons while the real ones load (the skeleton shows no
 * text), so the grid already has its loaded size.
 */
const base: Product = {
  id: 0,
  name: 'Garmin Fitness Tracker',
  slug: 'garmin-fitness-tracker',
  description: 'Garmin Fitness Tracker that tracks heart rate, sleep and workouts, water resistant to 50 m.',
  brand: 'Garmin',
  price: 688.99,
  image: placeholderPicture,
  hasFreeShipping: true,
  rating: 4,
  colorOptions: ['primary', 'warning'],
  isInWishlist: false,
  isInCart: false,
};

export const placeholderProducts = (count: number): Product[] =>
  Array.from({ length: count }, (_, i) => ({ ...base, id: -(i + 1), slug: `${base.slug}-${i}` }));
