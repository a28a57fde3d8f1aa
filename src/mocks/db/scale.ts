import type { Table } from './table';

/**
 * Fills a table with `copies` copies of its seed, each row with a fresh id (and unique text where a
 * row must be unique), until the next reset: the benchmarks and the scale stories use it.
 */
export async function multiplyTable<T extends { id: number }>(
  table: Table<T>,
  copies: number,
  unique?: (row: T, copy: number) => Partial<T>,
): Promise<number> {
  table.reset();
  const seed = await table.all();
  const maxId = Math.max(...seed.map((row) => row.id));
  const rows = Array.from({ length: copies }, (_, copy) =>
    seed.map((row) => ({ ...structuredClone(row), ...unique?.(row, copy), id: row.id + copy * maxId })),
  ).flat();
  table.replace(rows);
  return rows.length;
}
