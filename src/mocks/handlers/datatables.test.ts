import { describe, expect, it } from 'vitest';
import type { DatatablesResponse, Employee } from '@/lib/api/schemas/datatables';
import { get, withDemoServer } from '@/test/demoServer';
import seed from '../data/seed/employees.json';

withDemoServer();

const employees = seed as Employee[];
const list = (query: Record<string, string | number> = {}) => get<DatatablesResponse>('/api/datatables/data', query);

describe('GET /api/datatables/initial-data', () => {
  it('answers all 100 employees', async () => {
    const { status, body } = await get<Employee[]>('/api/datatables/initial-data');
    expect(status).toBe(200);
    expect(body).toHaveLength(100);
    expect(body).toEqual(employees);
  });
});

describe('GET /api/datatables/data', () => {
  it('defaults: page 1 of 10 rows (called invoices), total and allData', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.total).toBe(100);
    expect(body.allData).toHaveLength(100);
    expect(body.invoices.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('pages to the last page', async () => {
    expect((await list({ page: 10 })).body.invoices.map((e) => e.id)).toEqual([
      91, 92, 93, 94, 95, 96, 97, 98, 99, 100,
    ]);
    expect((await list({ page: 7, perPage: 15 })).body.invoices.map((e) => e.id)).toEqual([
      91, 92, 93, 94, 95, 96, 97, 98, 99, 100,
    ]);
  });

  it('searches name, post, email, age, salary and start date', async () => {
    const row = employees[42]!;
    const hit = async (q: string) => (await list({ q, perPage: 100 })).body.invoices.map((e) => e.id);
    expect(await hit(row.full_name.toUpperCase())).toContain(row.id);
    expect(await hit(row.email)).toContain(row.id);
    expect(await hit(row.start_date)).toContain(row.id);
    expect(await hit(String(row.salary))).toContain(row.id);
    const designers = await hit('designer');
    expect(designers).toEqual(employees.filter((e) => e.post === 'Designer').map((e) => e.id));
    const { body } = await list({ q: String(row.age) });
    expect(body.total).toBe(
      employees.filter((e) =>
        [e.full_name, e.post, e.email, e.age, e.salary, e.start_date].some((v) => String(v).includes(String(row.age))),
      ).length,
    );
  });

  it('sorts by a column', async () => {
    const { body } = await list({ sortColumn: 'salary', sort: 'desc', perPage: 3 });
    const top = [...employees].sort((a, b) => b.salary - a.salary).slice(0, 3);
    expect(body.invoices.map((e) => e.id)).toEqual(top.map((e) => e.id));
  });

  it('rejects bad paging and unknown columns with 400', async () => {
    expect((await list({ page: 0 })).status).toBe(400);
    expect((await list({ perPage: 'ten' })).status).toBe(400);
    expect((await list({ sortColumn: 'password' })).status).toBe(400);
  });
});
