import type { Invoice, InvoiceClient } from '@/lib/api/schemas/invoices';
import { ABSENT_ID, byId, day, firstId, notFound, type Flow } from './support';

/** The list and one invoice; an invoice of the check's own changed, paid, sent and deleted. */
export const invoicesFlow: Flow = {
  domains: ['invoices'],
  async run(t, { stamp }) {
    const page = await t.check('GET /apps/invoice/invoices', {
      valid: { query: { q: '', page: 1, perPage: 5, sort: 'asc', sortColumn: 'total', status: 'paid' } },
    });
    const seeded = firstId(page, 'invoices');
    await t.check('GET /api/invoice/invoices/:id', {
      needs: { 'an invoice from GET /apps/invoice/invoices': seeded },
      valid: { params: { id: seeded! } },
      also: [notFound({ params: { id: ABSENT_ID } })],
    });
    await t.check('GET /api/invoice/clients', { valid: { query: { q: 'a' } } });

    const client = {
      name: 'API Check',
      company: 'Check Ltd',
      companyEmail: `api-check-${stamp}-client@example.test`,
      address: '1 Check Street',
      country: 'Testland',
      contact: '+1 555 0100',
    };
    const added = await t.check<{ client: InvoiceClient }>('POST /api/invoice/clients', { valid: { body: client } });
    if (added) t.leftBehind.push(`the client ${client.companyEmail} (the contract has no way to delete a client)`);

    const draft = {
      client,
      issuedDate: day(),
      dueDate: day(30),
      items: [{ item: 'Conformance check', description: 'npm run api:check', cost: 12.5, qty: 2 }],
      discount: 0,
      tax: 10,
      paymentTerms: 'Net 30',
    };
    const created = await t.check<{ invoice: Invoice }>('POST /apps/invoice/invoices', { valid: { body: draft } });
    const id = created?.invoice.id;
    const own = { 'the invoice the check added': id };
    await t.check('PUT /apps/invoice/invoices/:id', {
      needs: own,
      valid: { params: { id: id! }, body: { ...draft, note: 'Changed by the check' } },
      also: [notFound({ params: { id: ABSENT_ID }, body: draft })],
    });
    await t.check('POST /apps/invoice/invoices/:id/payments', {
      needs: own,
      valid: { params: { id: id! }, body: { amount: 5, date: day(), method: 'Cash' } },
      also: [notFound({ params: { id: ABSENT_ID }, body: { amount: 5, date: day(), method: 'Cash' } })],
    });
    const mail = { from: 'billing@example.test', to: client.companyEmail, subject: 'Your invoice' };
    await t.check('POST /apps/invoice/invoices/:id/send', {
      needs: own,
      valid: { params: { id: id! }, body: mail },
      also: [notFound({ params: { id: ABSENT_ID }, body: mail })],
    });
    await t.check('DELETE /apps/invoice/delete', byId(own, id));
  },
};
