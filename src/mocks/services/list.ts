/** Shared list mechanics for every paged endpoint: search, sort, page. */

/** A value at a dotted path (`client.name`), for sorting by nested columns. */
export function valueAt(row: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      row,
    );
}

export function matchesQuery(q: string, values: unknown[]): boolean {
  if (!q) return true;
  const needle = q.toLowerCase();
  return values.some((value) => value != null && String(value).toLowerCase().includes(needle));
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * A stable sort by one column; numbers numerically, text by locale, missing values last. `key` turns
 * a value into what is compared (an amount such as `-$67` into -67).
 */
export function sortRows<T>(
  rows: readonly T[],
  column: string,
  direction: 'asc' | 'desc',
  key: (value: unknown) => unknown = (value) => value,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: key(valueAt(row, column)) }))
    .sort((a, b) => {
      if (a.value == null || b.value == null) return a.value == null ? (b.value == null ? a.index - b.index : 1) : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order !== 0 ? order * sign : a.index - b.index;
    })
    .map(({ row }) => row);
}

export function paginate<T>(rows: readonly T[], page: number, perPage: number): T[] {
  return rows.slice((page - 1) * perPage, page * perPage);
}
