export type Row = { id: number | string };

export type Table<T extends Row> = {
  /** The rows, seeding the table on first use. Read-only: change rows through the methods below. */
  all(): Promise<readonly T[]>;
  find(id: T['id']): Promise<T | undefined>;
  insert(row: T, position?: 'first' | 'last'): Promise<T>;
  /** A new row with the patch applied takes the old one's place. */
  update(id: T['id'], patch: Partial<T>): Promise<T | undefined>;
  remove(id: T['id']): Promise<boolean>;
  /** Last numeric id plus 1, or max id plus 1 (the API uses both, for different entities). */
  nextId(rule?: 'last' | 'max'): Promise<number>;
  /** Every row as JSON, serialized once per change: a large `allData` costs nothing on repeat calls. */
  json(): Promise<string>;
  /** How many times the rows were set (the seed's load included): a request that changed nothing left it. */
  revision(): Promise<number>;
  /** Drops every change; the seed is loaded again on next use. */
  reset(): void;
  /** Swaps the rows for others until the next reset (the server benchmark seeds 100 times the data). */
  replace(rows: T[]): void;
};

/**
 * In development and tests, rows are frozen all the way down, so a service that changes a row in
 * place fails loudly instead of silently going around the table. Production builds skip it: V8 reads
 * frozen objects more slowly, and at 100 times the data that doubles a list's time.
 */
function deepFreeze<V>(value: V): V {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
const freeze: <V>(value: V) => V = import.meta.env.DEV ? deepFreeze : (value) => value;

/**
 * A table over seed rows that are loaded only when the table is first read, so a domain's data (and
 * its chunk) costs nothing until the app calls that domain. Rows are deep-copied from the seed and
 * frozen; every change replaces the list (copy on write), so a reader's list never changes under it
 * and the table always knows when it changed.
 */
export function createTable<T extends Row>(loadSeed: () => Promise<readonly T[]> | readonly T[]): Table<T> {
  let rows: readonly T[] | undefined;
  let loading: Promise<readonly T[]> | undefined;
  let serialized: string | undefined;
  let revision = 0;

  const set = (next: T[]) => {
    rows = Object.freeze(next);
    serialized = undefined;
    revision += 1;
    return rows;
  };

  const load = async (): Promise<readonly T[]> => {
    if (rows) return rows;
    loading ??= Promise.resolve(loadSeed()).then((seed) => {
      loading = undefined;
      return set(structuredClone(seed as T[]).map(freeze));
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
      const frozen = freeze(structuredClone(row));
      set(position === 'first' ? [frozen, ...list] : [...list, frozen]);
      return frozen;
    },
    async update(id, patch) {
      const list = await load();
      const index = list.findIndex((r) => r.id === id);
      if (index === -1) return undefined;
      const next = freeze(structuredClone({ ...list[index]!, ...patch }));
      set(list.with(index, next));
      return next;
    },
    async remove(id) {
      const list = await load();
      if (!list.some((row) => row.id === id)) return false;
      set(list.filter((row) => row.id !== id));
      return true;
    },
    async nextId(rule = 'last') {
      const ids = (await load()).map((row) => Number(row.id)).filter(Number.isFinite);
      if (ids.length === 0) return 1;
      return (rule === 'max' ? Math.max(...ids) : ids[ids.length - 1]!) + 1;
    },
    async json() {
      const list = await load();
      serialized ??= JSON.stringify(list);
      return serialized;
    },
    async revision() {
      await load();
      return revision;
    },
    reset() {
      rows = undefined;
      loading = undefined;
      serialized = undefined;
    },
    replace(next) {
      loading = undefined;
      set(next.map(freeze));
    },
  };
}
