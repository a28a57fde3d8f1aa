import { Flame, Heart } from 'lucide-react';
import { Rating } from '@/ui/rating/Rating';

const heat = ['Mild', 'Medium', 'Hot'];

/**
 * `icon` takes any Lucide icon, `max` sets how many, `tone` their colour, and `valueLabel` the
 * words each choice is announced with ("Hot" rather than "3 stars").
 */
export default function CustomIcons() {
  return (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      <Rating label="How much do you like it?" icon={Heart} max={10} tone="danger" defaultValue={7} />
      <Rating
        label="Spice level"
        icon={Flame}
        max={3}
        tone="danger"
        size="lg"
        defaultValue={1}
        valueLabel={(value) => heat[value - 1]!}
      />
    </div>
  );
}
