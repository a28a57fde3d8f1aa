import { useState } from 'react';
import { Rating } from '@/ui/rating/Rating';

/**
 * `allowHalf` makes each half of a star a choice: ten radios for five stars, the arrow keys moving
 * half a star at a time. Right to left, the first half is the right one.
 */
export default function HalfStars() {
  const [score, setScore] = useState(3.5);
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <Rating label="Score for this film" value={score} onValueChange={setScore} allowHalf size="lg" />
      <p style={{ margin: 0 }}>Score: {score} / 5</p>
    </div>
  );
}
