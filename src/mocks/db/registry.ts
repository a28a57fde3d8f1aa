import { createTable, type Row, type Table } from './table';

const tables = new Set<Table<Row>>();

/** Creates a table and registers it, so `resetDb` reaches every domain's data. */
export function defineTable<T extends Row>(loadSeed: () => Promise<readonly T[]> | readonly T[]): Table<T> {
  const table = createTable(loadSeed);
  tables.add(table as unknown as Table<Row>);
  return table;
}

/** Back to the seed: every story and test starts from the same data. */
export function resetDb(): void {
  tables.forEach((table) => table.reset());
}

/** Every loaded table's rows as JSON: tests compare it around a request that must change nothing. */
export async function snapshotDb(): Promise<string> {
  return JSON.stringify(await Promise.all([...tables].map((table) => table.all())));
}
