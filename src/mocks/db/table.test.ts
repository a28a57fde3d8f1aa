import { describe, expect, it, vi } from 'vitest';
import { createTable } from './table';

type Row = { id: number; name: string };
const seed: readonly Row[] = [
  { id: 3, name: 'c' },
  { id: 9, name: 'i' },
  { id: 5, name: 'e' },
];

describe('createTable', () => {
  it('loads the seed once, on first use', async () => {
    const load = vi.fn(() => seed);
    const table = createTable(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([table.all(), table.find(3), table.all()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('mutates a copy, never the seed, and reset returns to the seed', async () => {
    const table = createTable(() => seed);
    await table.update(3, { name: 'changed' });
    await table.insert({ id: 10, name: 'new' }, 'first');
    await table.remove(9);
    expect((await table.all()).map((r) => r.id)).toEqual([10, 3, 5]);
    expect(seed[0]!.name).toBe('c');
    table.reset();
    expect(await table.all()).toEqual(seed);
  });

  it('nextId: last id plus 1, or max id plus 1 (docs/demo-api.md)', async () => {
    const table = createTable(() => seed);
    expect(await table.nextId('last')).toBe(6);
    expect(await table.nextId('max')).toBe(10);
    expect(await createTable<Row>(() => []).nextId()).toBe(1);
  });

  it('reports what it could not find', async () => {
    const table = createTable(() => seed);
    expect(await table.find(404)).toBeUndefined();
    expect(await table.update(404, { name: 'x' })).toBeUndefined();
    expect(await table.remove(404)).toBe(false);
  });
});

describe('rows are read-only and changes replace them', () => {
  it('a row cannot be changed in place; update gives a new row and leaves the old one as it was', async () => {
    const table = createTable(() => seed);
    const before = (await table.find(3))!;
    expect(() => Object.assign(before, { name: 'x' })).toThrow(TypeError);
    const after = await table.update(3, { name: 'changed' });
    expect(before.name).toBe('c');
    expect(after).toEqual({ id: 3, name: 'changed' });
    expect(await table.find(3)).toBe(after);
  });

  it('a list read earlier does not change under its reader', async () => {
    const table = createTable(() => seed);
    const earlier = await table.all();
    await table.remove(3);
    await table.insert({ id: 11, name: 'k' });
    expect(earlier.map((r) => r.id)).toEqual([3, 9, 5]);
    expect(() => (earlier as Row[]).push({ id: 1, name: 'a' })).toThrow(TypeError);
  });

  it('json is serialized once per change', async () => {
    const table = createTable(() => seed);
    const stringify = vi.spyOn(JSON, 'stringify');
    expect(JSON.parse(await table.json())).toEqual(seed);
    await table.json();
    expect(stringify).toHaveBeenCalledTimes(1);
    await table.update(9, { name: 'nine' });
    expect(JSON.parse(await table.json())[1]).toEqual({ id: 9, name: 'nine' });
    expect(stringify).toHaveBeenCalledTimes(2);
    table.reset();
    expect(JSON.parse(await table.json())).toEqual(seed);
    stringify.mockRestore();
  });

  it('a revision moves with every write and only then', async () => {
    const table = createTable(() => seed);
    const loaded = await table.revision();
    await table.find(9);
    await table.all();
    await table.update(404, { name: 'nobody' });
    await table.remove(404);
    expect(await table.revision()).toBe(loaded);
    await table.update(9, { name: 'nine' });
    expect(await table.revision()).toBe(loaded + 1);
    await table.insert({ id: 12, name: 'l' });
    await table.remove(12);
    expect(await table.revision()).toBe(loaded + 3);
  });
});
