import { useState } from 'react';
import type { CardRange } from '@/lib/api/cardRanges';

/** A card that fetches for a time range keeps the choice; changing it asks the server again. */
export function useRange() {
  const [range, setRange] = useState<CardRange>('last-28-days');
  return { range, onRangeChange: setRange };
}
