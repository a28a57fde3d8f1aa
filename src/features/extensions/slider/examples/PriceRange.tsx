import { useState } from 'react';
import { Slider } from '@/ui/slider/Slider';

const dollars = (value: number) => `$${value}`;

/**
 * Two values make a range: each thumb has its own name, and `minStepsBetweenThumbs` keeps them
 * apart, so the minimum never passes the maximum.
 */
export default function PriceRange() {
  const [price, setPrice] = useState([120, 480]);
  const [low, high] = price;
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Slider
        label="Price"
        thumbLabels={['Minimum price', 'Maximum price']}
        value={price}
        onValueChange={setPrice}
        min={0}
        max={600}
        step={10}
        minStepsBetweenThumbs={5}
        formatValue={dollars}
        showValue
      />
      <p style={{ margin: 0 }}>
        Showing shoes from {dollars(low!)} to {dollars(high!)}.
      </p>
    </div>
  );
}
