import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * A list's search box over the search in use (`current`, from the URL): what is typed shows at once;
 * `onSettle` gets the trimmed text once typing pauses (250 ms) and it differs from the search in use.
 * When the search changes from outside (Back, Forward, a link), the box shows it; the list's own
 * update, echoed back through the URL, leaves what is being typed alone.
 */
export function useSearchBox(current: string, onSettle: (q: string) => void) {
  const [typed, setTyped] = useState(current);
  const settled = useDebouncedValue(typed.trim(), 250);
  // The last search this box asked for: a URL that comes back with it is its own echo.
  const asked = useRef(current);
  useEffect(() => {
    if (current === asked.current) return;
    asked.current = current;
    setTyped(current);
  }, [current]);
  useEffect(() => {
    if (settled === current || settled === asked.current) return;
    asked.current = settled;
    onSettle(settled);
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
