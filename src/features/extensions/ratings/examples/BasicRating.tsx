import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { Rating } from '@/ui/rating/Rating';

/**
 * A radio group under the stars: Tab reaches the chosen star, the arrow keys change it, and each
 * star is announced ("4 stars"). Pointing at a star previews it; a click chooses it.
 */
export default function BasicRating() {
  const [stars, setStars] = useState(0);
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <Rating label="How was your delivery?" value={stars} onValueChange={setStars} size="lg" />
      <p role="status" style={{ margin: 0 }}>
        {stars ? `You gave ${stars} out of 5.` : 'Not rated yet.'}
      </p>
      <Button variant="text" size="sm" disabled={!stars} onClick={() => setStars(0)}>
        Clear the rating
      </Button>
    </div>
  );
}
