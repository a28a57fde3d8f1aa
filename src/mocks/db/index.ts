export { createTable, type Row, type Table } from './table';
export { defineTable, resetDb, snapshotDb } from './registry';
