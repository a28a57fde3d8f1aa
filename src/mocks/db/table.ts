export type Row = { id: number | string };

export type Table<T extends Row> = {
  /** The rows, seeding the table on first use. Mutations through the table methods. */
  all(): Promise<T[]>;
  find(id: T['id']): Promise<T | undefined>;
  insert(row: T, position?: 'first' | 'last'): Promise<T>;
  update(id: T['id'], patch: Partial<T>): Promise<T | undefined>;
  remove(id: T['id']): Promise<boolean>;
  /** Last numeric id plus 1, or max id plus 1 (SPEC 4 names both for different entities). */
  nextId(rule?: 'last' | 'max'): Promise<number>;
  /** Drops every change; the seed is loaded again on next use. */
  reset(): void;
};

/**
 * A table over seed rows that are loaded only when the table is first read, so a domain's data (and
 * its chunk) costs nothing until the app calls that domain. Rows are deep-copied from the seed, so a
 * reset always returns to the same data.
 */
export function createTable<T extends Row>(loadSeed: () => Promise<readonly T[]> | readonly T[]): Table<T> {
  let rows: T[] | undefined;
  let loading: Promise<T[]> | undefined;

  const load = async (): Promise<T[]> => {
    if (rows) return rows;
    loading ??= Promise.resolve(loadSeed()).then((seed) => {
      rows = structuredClone(seed as T[]);
      loading = undefined;
      return rows;
    });
    return loading;
  };

  return {
    all: load,
    async find(id) {
      return (await load()).find((row) => row.id === id);
    },
    async insert(row, position = 'last') {
      const list = await load();
      if (position === 'first') list.unshift(row);
      else list.push(row);
      return row;
    },
    async update(id, patch) {
      const row = (await load()).find((r) => r.id === id);
      if (row) Object.assign(row, patch);
      return row;
    },
    async remove(id) {
      const list = await load();
      const index = list.findIndex((row) => row.id === id);
      if (index === -1) return false;
      list.splice(index, 1);
      return true;
    },
    async nextId(rule = 'last') {
      const ids = (await load()).map((row) => Number(row.id)).filter(Number.isFinite);
      if (ids.length === 0) return 1;
      return (rule === 'max' ? Math.max(...ids) : ids[ids.length - 1]!) + 1;
    },
    reset() {
      rows = undefined;
      loading = undefined;
    },
  };
}
