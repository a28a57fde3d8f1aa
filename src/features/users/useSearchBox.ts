import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/hooks/useDebouncedValue';

/**
 * A list's search box: what is typed shows at once; `onSettle` gets the trimmed text once typing
 * pauses (250 ms) and it differs from the search in use. The URL changing by itself leaves the box alone.
 */
export function useSearchBox(current: string, onSettle: (q: string) => void) {
  const [typed, setTyped] = useState(current);
  const settled = useDebouncedValue(typed.trim(), 250);
  useEffect(() => {
    if (settled !== current) onSettle(settled);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [typed, setTyped] as const;
}

/** When a delete empties the last page, `clamp` moves to the new last one. */
export function useLastPageClamp(pastTheEnd: boolean, clamp: () => void) {
  useEffect(() => {
    if (pastTheEnd) clamp();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd]);
}
