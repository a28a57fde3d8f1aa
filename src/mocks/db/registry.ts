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

/**
 * Every table's revision: tests compare it around a request that must change nothing. Every change
 * replaces a table's rows, so an unchanged revision means no row was written (it was the whole data
 * as JSON: the fuzz test's 40,000 snapshots took most of the unit tests' time).
 */
export async function snapshotDb(): Promise<string> {
  return (await Promise.all([...tables].map((table) => table.revision()))).join();
}
