import { useState } from 'react';

/**
 * `value`, kept as the same object while its JSON form stays the same (functions such as label
 * formatters are left out of the comparison). A chart's config built inline is a new object on
 * every render; handing the library the same one keeps it from restarting its animation each time
 * a page re-renders (another query arriving, a menu opening).
 */
export function useStructuralMemo<T>(value: T): T {
  const signature = JSON.stringify(value) ?? '';
  const [kept, setKept] = useState({ signature, value });
  if (kept.signature !== signature) {
    // Derived state: React re-renders at once with the new value kept.
    setKept({ signature, value });
    return value;
  }
  return kept.value;
}
