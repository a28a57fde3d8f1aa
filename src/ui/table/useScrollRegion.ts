import { useCallback, useState } from 'react';

/**
 * Props for a box that may scroll sideways (a wide table on a phone): while its content overflows,
 * it becomes a named region in the tab order, so a keyboard can reach it and scroll it with the
 * arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable). While everything fits, it is a plain
 * box and adds no tab stop.
 *
 * Measured by a ResizeObserver only, whose first report comes after the browser's own layout: read
 * while React commits, the sizes forced a layout of the whole page into that task (about 140 ms of a
 * mid-range phone's main thread on the invoice list), and only attributes change, nothing painted.
 */
export function useScrollRegion<E extends HTMLElement>(label: string) {
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((element: E | null) => {
    if (!element) return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    // The content grows as rows arrive, without the box changing size.
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return {
    ref,
    ...(overflows ? { tabIndex: 0, role: 'region' as const, 'aria-label': label } : {}),
  };
}
