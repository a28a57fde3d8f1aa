import { RatingDisplay } from '@/ui/rating/Rating';

const products = [
  { name: 'Wireless headphones', rating: 4.6, reviews: 1284 },
  { name: 'Standing desk', rating: 4.1, reviews: 312 },
  { name: 'Desk lamp', rating: 3.4, reviews: 57 },
];

/**
 * `RatingDisplay` only shows a value: one image named by it ("4.6 out of 5"), the stars filled to
 * the exact fraction. The number beside it is for the eye.
 */
export default function ReadOnlyRatings() {
  return (
    <ul style={{ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' }}>
      {products.map((product) => (
        <li key={product.name} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
          <span style={{ flex: '1 1 10rem', color: 'var(--c-heading)' }}>{product.name}</span>
          <RatingDisplay value={product.rating} size="sm" />
          <span aria-hidden style={{ color: 'var(--c-muted)' }}>
            {product.rating}
          </span>
          <span style={{ color: 'var(--c-muted)' }}>({product.reviews} reviews)</span>
        </li>
      ))}
    </ul>
  );
}
