export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The pages to show: always the first and last, `siblings` around the current one, and a gap where
 * pages are skipped. The list keeps the same length while the current page moves, so buttons don't jump.
 */
export function pageRange(current: number, pageCount: number, siblings = 1): PageItem[] {
  const total = Math.max(1, pageCount);
  const page = Math.min(Math.max(1, current), total);
  const slots = siblings * 2 + 5; // first, last, current, two gaps
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);

  const start = Math.max(2, Math.min(page - siblings, total - siblings * 2 - 2));
  const end = Math.min(total - 1, Math.max(page + siblings, siblings * 2 + 3));
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [
    1,
    ...(start > 2 ? (['gap-start'] as const) : []),
    ...middle,
    ...(end < total - 1 ? (['gap-end'] as const) : []),
    total,
  ];
}
