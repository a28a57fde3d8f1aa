import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/lib/api/schemas/invoices';
import seed from '@/mocks/data/seed/invoices.json';
import { blankInvoice, draftOf, invoiceForm, valuesOf } from './formValues';

const invoice = (seed as Invoice[])[1]!;

describe('the invoice form', () => {
  it('starts a new invoice today, due in 30 days, with one line', () => {
    expect(blankInvoice('2026-11-25')).toMatchObject({
      issuedDate: '2026-11-25',
      dueDate: '2026-12-25',
      items: [{ qty: 1 }],
    });
  });

  it('edits an invoice as it is, and a copy with new dates the same span apart', () => {
    expect(draftOf(valuesOf(invoice))).toMatchObject({
      client: invoice.client,
      issuedDate: invoice.issuedDate,
      items: invoice.items,
    });
    const copy = valuesOf(invoice, true, '2026-11-25');
    expect(copy.issuedDate).toBe('2026-11-25');
    expect(Date.parse(copy.dueDate) - Date.parse(copy.issuedDate)).toBe(
      Date.parse(invoice.dueDate) - Date.parse(invoice.issuedDate),
    );
  });

  it('refuses what the server refuses, at the field', () => {
    const values = {
      ...valuesOf(invoice),
      dueDate: '2020-01-01',
      items: [{ item: '', description: '', cost: 1.005, qty: 0 }],
    };
    const result = invoiceForm.safeParse(values);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['items.0.item', 'items.0.cost', 'items.0.qty']));
    // The date rule runs once the fields themselves are valid.
    const dates = invoiceForm.safeParse({ ...valuesOf(invoice), dueDate: '2020-01-01' });
    expect(dates.error?.issues).toEqual([
      expect.objectContaining({ path: ['dueDate'], message: 'invoices.errors.dueBeforeIssue' }),
    ]);
    expect(invoiceForm.safeParse({ ...valuesOf(invoice), client: null }).success).toBe(false);
  });
});
