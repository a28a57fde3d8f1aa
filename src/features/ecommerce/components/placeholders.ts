import type { Product } from '@/lib/api/schemas/ecommerce';

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
  image: '/images/products/watch.svg',
  hasFreeShipping: true,
  rating: 4,
  colorOptions: ['primary', 'warning'],
  isInWishlist: false,
  isInCart: false,
};

export const placeholderProducts = (count: number): Product[] =>
  Array.from({ length: count }, (_, i) => ({ ...base, id: -(i + 1), slug: `${base.slug}-${i}` }));
