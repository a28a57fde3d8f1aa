import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following it as it changes. For parts that are worth not
 * rendering at all when a query hides them (a sidebar of a hundred links on a phone); for looks alone,
 * CSS media queries are enough.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
