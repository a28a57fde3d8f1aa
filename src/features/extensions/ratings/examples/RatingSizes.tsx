import { Rating, RatingDisplay } from '@/ui/rating/Rating';

const sizes = ['sm', 'md', 'lg'] as const;

/** Three sizes, for a table row, a form and a review's headline; the same for the read-only kind. */
export default function RatingSizes() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {sizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '1.5rem' }}>
          <Rating label={`Rating, size ${size}`} size={size} defaultValue={4} />
          <RatingDisplay value={4} size={size} />
        </div>
      ))}
    </div>
  );
}
