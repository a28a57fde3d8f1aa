import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceClient, InvoiceDraft, InvoicesResponse } from '@/lib/api/schemas/invoices';
import { call, get, post, put, withDemoServer } from '@/test/demoServer';
import seed from '../data/seed/invoices.json';

/** Adding, changing, paying and sending invoices, and the clients (beyond the original brief). */
withDemoServer();

const invoices = seed as Invoice[];
const client: InvoiceClient = {
  name: 'Ada Byron',
  company: 'Analytical Engines',
  companyEmail: 'ada@example.com',
  address: '12 St James’s Square',
  country: 'United Kingdom',
  contact: '+44 20 7946 0000',
};
const draft = (patch: Partial<InvoiceDraft> = {}): InvoiceDraft => ({
  client,
  issuedDate: '2026-11-02',
  dueDate: '2026-12-02',
  items: [
    { item: 'Design', description: 'Screens', cost: 19.99, qty: 3 },
    { item: 'Build', cost: 100.05, qty: 1 },
  ],
  discount: 10,
  tax: 7.5,
  paymentTerms: 'Net 30',
  ...patch,
});
type Saved = { invoice: Invoice };
type Refused = { error: string; issues: { path: string; message: string }[] };

describe('POST /apps/invoice/invoices', () => {
  it('adds a Draft with id last + 1, its total worked out in cents, first in the list', async () => {
    const { status, body } = await post<Saved>('/apps/invoice/invoices', draft());
    expect(status).toBe(201);
    // 59.97 + 100.05 = 160.02; −10 % = 16.00 → 144.02; +7.5 % = 10.80 → 154.82.
    expect(body.invoice).toMatchObject({
      id: 5023,
      total: 154.82,
      balance: '$154.82',
      invoiceStatus: 'Draft',
      service: 'Design',
      client,
    });
    expect(body.invoice.items[1]).toEqual({ item: 'Build', description: '', cost: 100.05, qty: 1 });
    const list = await get<InvoicesResponse>('/apps/invoice/invoices');
    expect(list.body.invoices[0]?.id).toBe(5023);
    expect(list.body.total).toBe(37);
  });

  it.each([
    [{ items: [] }, 'items'],
    [{ items: [{ item: 'X', cost: -1, qty: 1 }] }, 'items.0.cost'],
    [{ items: [{ item: 'X', cost: 1.005, qty: 1 }] }, 'items.0.cost'],
    [{ items: [{ item: 'X', cost: 1, qty: 0 }] }, 'items.0.qty'],
    [{ items: [{ item: 'X', cost: 1, qty: 2.5 }] }, 'items.0.qty'],
    [{ items: [{ item: '', cost: 1, qty: 1 }] }, 'items.0.item'],
    [{ dueDate: '2026-10-01' }, 'dueDate'],
    [{ issuedDate: '2026-02-30' }, 'issuedDate'],
    [{ issuedDate: '1899-01-01' }, 'issuedDate'],
    [{ discount: 120 }, 'discount'],
    [{ tax: -5 }, 'tax'],
    [{ client: { ...client, companyEmail: 'not an email' } }, 'client.companyEmail'],
    [{ note: 'x'.repeat(2001) }, 'note'],
  ] as [Partial<InvoiceDraft>, string][])('refuses %o with a 400 naming %s', async (patch, field) => {
    const { status, body } = await post<Refused>('/apps/invoice/invoices', draft(patch));
    expect(status).toBe(400);
    expect(body.issues.map((issue) => issue.path)).toContain(field);
    expect((await get<InvoicesResponse>('/apps/invoice/invoices')).body.total).toBe(36);
  });

  it('keeps markup in a note as text, as sent', async () => {
    const note = '<img src=x onerror=alert(1)>';
    const { body } = await post<Saved>('/apps/invoice/invoices', draft({ note }));
    expect(body.invoice.note).toBe(note);
  });

  it('the client needs manage App', async () => {
    expect((await call('POST', '/apps/invoice/invoices', { body: draft(), as: 'client' })).status).toBe(403);
    expect((await call('POST', '/apps/invoice/invoices', { body: draft(), as: null })).status).toBe(401);
  });
});

describe('PUT /apps/invoice/invoices/{id}', () => {
  it('changes the invoice; what was paid stays paid', async () => {
    // 4988: total 4974, balance $282 → 4692 paid.
    const { status, body } = await put<Saved>('/apps/invoice/invoices/4988', draft({ discount: 0, tax: 0 }));
    expect(status).toBe(200);
    expect(body.invoice).toMatchObject({
      id: 4988,
      total: 160.02,
      balance: '-$4531.98',
      invoiceStatus: 'Partial Payment',
    });
    expect((await get<Saved>('/api/invoice/invoices/4988')).body.invoice.total).toBe(160.02);
  });

  it('404 for an unknown invoice, 400 for a bad draft', async () => {
    expect((await put('/apps/invoice/invoices/1', draft())).status).toBe(404);
    expect((await put('/apps/invoice/invoices/4988', draft({ items: [] }))).status).toBe(400);
  });
});

describe('POST /apps/invoice/invoices/{id}/payments', () => {
  const owed = invoices.find((i) => i.invoiceStatus === 'Partial Payment')!;
  const due = Number(String(owed.balance).replace('$', ''));
  const pay = (amount: number, id = owed.id) =>
    post<Saved & Refused>(`/apps/invoice/invoices/${id}/payments`, { amount, date: '2026-11-20', method: 'Cash' });

  it('lowers the balance; paying the rest makes it Paid', async () => {
    const first = await pay(10.5);
    expect(first.status).toBe(201);
    expect(first.body.invoice.balance).toBe(`$${(due - 10.5).toFixed(2)}`);
    expect(first.body.invoice.invoiceStatus).toBe('Partial Payment');
    const rest = await pay(due - 10.5);
    expect(rest.body.invoice).toMatchObject({ balance: 0, invoiceStatus: 'Paid' });
    const again = await pay(1);
    expect(again.status).toBe(400);
    expect(again.body.issues).toEqual([{ path: 'amount', message: 'nothing is due on this invoice' }]);
  });

  it('refuses more than is due, and amounts that are not money, at the amount', async () => {
    for (const amount of [due + 0.01, 0, -5, 1.234]) {
      const { status, body } = await pay(amount);
      expect(status).toBe(400);
      expect(body.issues[0]?.path).toBe('amount');
    }
    expect((await pay(1, 1)).status).toBe(404);
  });
});

describe('POST /apps/invoice/invoices/{id}/send', () => {
  it('a Draft becomes Sent; the address must be an email', async () => {
    const draftInvoice = invoices.find((i) => i.invoiceStatus === 'Draft')!;
    const message = { from: 'billing@atrium.test', to: 'client@example.com', subject: 'Invoice', message: 'Hi' };
    const sent = await post<Saved>(`/apps/invoice/invoices/${draftInvoice.id}/send`, message);
    expect(sent.status).toBe(200);
    expect(sent.body.invoice.invoiceStatus).toBe('Sent');
    const bad = await post<Refused>(`/apps/invoice/invoices/${draftInvoice.id}/send`, { ...message, to: 'nobody' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0]?.path).toBe('to');
  });
});

describe('the clients', () => {
  it('?q= narrows them to five at most; an added client is found', async () => {
    const first = invoices[0]!.client;
    expect((await get<InvoiceClient[]>('/api/invoice/clients', { q: first.name })).body).toContainEqual(first);
    expect((await get<InvoiceClient[]>('/api/invoice/clients', { q: 'Byron' })).body).toEqual([]);
    expect((await post('/api/invoice/clients', client)).status).toBe(201);
    expect((await get<InvoiceClient[]>('/api/invoice/clients', { q: 'Byron' })).body).toEqual([client]);
  });

  it('an email already on file answers 409 at the email; a bad one 400', async () => {
    const taken = await post<{ error: Record<string, string> }>('/api/invoice/clients', {
      ...client,
      companyEmail: invoices[0]!.client.companyEmail,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.companyEmail).toContain('already exists');
    expect((await post('/api/invoice/clients', { ...client, name: '' })).status).toBe(400);
  });
});
