import { useLayoutEffect, useState } from 'react';

/**
 * Props for a box that may scroll sideways (a wide table on a phone): while its content overflows,
 * it becomes a named region in the tab order, so a keyboard can reach it and scroll it with the
 * arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable). While everything fits, it is a plain
 * box and adds no tab stop.
 */
export function useScrollRegion<E extends HTMLElement>(label: string) {
  const [element, setElement] = useState<E | null>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    if (!element) return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    // The content grows as rows arrive, without the box changing size.
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return {
    ref: setElement,
    ...(overflows ? { tabIndex: 0, role: 'region' as const, 'aria-label': label } : {}),
  };
}
