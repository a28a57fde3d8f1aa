import { describe, expect, it } from 'vitest';
import { invoiceSortColumns, invoiceStatuses, type Invoice, type InvoicesResponse } from '@/lib/api/schemas/invoices';
import { del, get, withDemoServer } from '@/test/demoServer';
import seed from '../data/seed/invoices.json';
import { amount } from '../services/invoices';
import { valueAt } from '../services/list';

withDemoServer();

const invoices = seed as Invoice[];
const list = (query: Record<string, string | number> = {}) => get<InvoicesResponse>('/apps/invoice/invoices', query);
const ids = (rows: Invoice[]) => rows.map((i) => i.id);

describe('GET /apps/invoice/invoices', () => {
  it('defaults: 36 invoices, 10 a page, newest id first, with allData', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.total).toBe(36);
    expect(body.allData).toHaveLength(36);
    expect(ids(body.invoices)).toEqual([5022, 5021, 5020, 5019, 5018, 5017, 5016, 5015, 5014, 5013]);
  });

  it('pages: the last page holds the remainder', async () => {
    expect(ids((await list({ page: 4 })).body.invoices)).toEqual([4992, 4991, 4990, 4989, 4988, 4987]);
    expect((await list({ page: 5 })).body.invoices).toEqual([]);
  });

  it('searches client email, client name, id, total, balance and due date', async () => {
    const sample = invoices[5]!;
    const search = async (q: string) => ids((await list({ q, perPage: 100 })).body.invoices);
    expect(await search(sample.client.companyEmail.toUpperCase())).toContain(sample.id);
    expect(await search(sample.client.name.split(' ')[1]!)).toContain(sample.id);
    expect(await search(String(sample.id))).toEqual([sample.id]);
    expect(await search(sample.dueDate)).toContain(sample.id);
    const withBalance = invoices.find((i) => typeof i.balance === 'string')!;
    expect(await search(String(withBalance.balance))).toContain(withBalance.id);
    // Fields outside the search (service, company) do not match on their own.
    expect(await search('UI/UX Design')).toEqual([]);
  });

  it.each(invoiceStatuses)('filters by status %s, in any case', async (status) => {
    const expected = invoices.filter((i) => i.invoiceStatus === status).map((i) => i.id);
    const { body } = await list({ status: status.toUpperCase(), perPage: 100, sort: 'asc' });
    expect(ids(body.invoices)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('combines the status filter with search', async () => {
    const paid = invoices.filter((i) => i.invoiceStatus === 'Paid');
    const q = paid[0]!.client.name;
    const { body } = await list({ status: 'paid', q, perPage: 100 });
    expect(body.invoices.length).toBeGreaterThan(0);
    expect(body.invoices.every((i) => i.invoiceStatus === 'Paid' && i.client.name.includes(q))).toBe(true);
  });

  it.each(invoiceSortColumns)('sorts by %s both ways, nested columns and amounts included', async (column) => {
    const key = (row: Invoice) => {
      const value = column === 'balance' ? amount(row.balance) : valueAt(row, column);
      return value as string | number;
    };
    const asc = (await list({ sortColumn: column, sort: 'asc', perPage: 100 })).body.invoices.map(key);
    const desc = (await list({ sortColumn: column, sort: 'desc', perPage: 100 })).body.invoices.map(key);
    const inOrder = (values: (string | number)[], sign: number) =>
      values.every((v, i) =>
        i === 0
          ? true
          : typeof v === 'number'
            ? sign * (v - (values[i - 1] as number)) >= 0
            : sign * String(values[i - 1]).localeCompare(String(v), 'en', { numeric: true, sensitivity: 'base' }) <= 0,
      );
    expect(inOrder(asc, 1)).toBe(true);
    expect(inOrder(desc, -1)).toBe(true);
  });

  it('balances sort by amount: owed first when descending, credit last', async () => {
    const { body } = await list({ sortColumn: 'balance', sort: 'desc', perPage: 100 });
    const amounts = body.invoices.map((i) => amount(i.balance) as number);
    expect(amounts[0]).toBe(Math.max(...amounts));
    expect(amounts.at(-1)).toBeLessThan(0);
  });

  it.each([
    [{ status: 'Unpaid' }, 'status'],
    [{ sortColumn: 'client.password' }, 'sortColumn'],
    [{ sort: 'up' }, 'sort'],
    [{ page: -1 }, 'page'],
    [{ perPage: 0 }, 'perPage'],
  ])('rejects %o with a 400 naming the field', async (query, field) => {
    const { status, body } = await get<{ error: string }>('/apps/invoice/invoices', query);
    expect(status).toBe(400);
    expect(body.error).toContain(field);
  });
});

describe('GET /api/invoice/invoices/{id}', () => {
  it('answers the invoice and payment details, with what is still due', async () => {
    const owed = invoices.find((i) => typeof i.balance === 'string' && !i.balance.startsWith('-'))!;
    const { status, body } = await get<{ invoice: Invoice; paymentDetails: Record<string, string> }>(
      `/api/invoice/invoices/${owed.id}`,
    );
    expect(status).toBe(200);
    expect(body.invoice).toEqual(owed);
    expect(body.paymentDetails).toMatchObject({ bankName: 'American Bank', country: 'United States' });
    expect(body.paymentDetails.iban).toMatch(/^DE\d{20}$/);
    expect(body.paymentDetails.totalDue).toBe(`$${Number(amount(owed.balance)).toLocaleString('en-US')}.00`);
  });

  it('a settled invoice has nothing due', async () => {
    const paid = invoices.find((i) => i.balance === 0)!;
    const { body } = await get<{ paymentDetails: { totalDue: string } }>(`/api/invoice/invoices/${paid.id}`);
    expect(body.paymentDetails.totalDue).toBe('$0.00');
  });

  it('404 for an unknown invoice, 400 for a malformed id', async () => {
    expect((await get('/api/invoice/invoices/1')).status).toBe(404);
    expect((await get('/api/invoice/invoices/abc')).status).toBe(400);
  });
});

describe('GET /api/invoice/clients', () => {
  it('answers the first five clients', async () => {
    const { status, body } = await get('/api/invoice/clients');
    expect(status).toBe(200);
    expect(body).toEqual(invoices.slice(0, 5).map((i) => i.client));
  });
});

describe('DELETE /apps/invoice/delete', () => {
  it('removes the invoice from the list and allData; again is 404', async () => {
    expect((await del('/apps/invoice/delete', { id: 5000 })).status).toBe(200);
    const { body } = await list({ perPage: 100 });
    expect(body.total).toBe(35);
    expect(ids(body.allData)).not.toContain(5000);
    expect((await del('/apps/invoice/delete', { id: 5000 })).status).toBe(404);
    expect((await del('/apps/invoice/delete')).status).toBe(400);
  });
});
