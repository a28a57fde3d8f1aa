import { describe, expect, it } from 'vitest';
import * as z from '@/lib/api/zod';
import { apiErrorBody } from '@/lib/api/schemas/common';
import { schemaProblems } from './issues';

describe('how an answer off its schema is explained', () => {
  const invoice = z.object({
    id: z.number(),
    status: z.enum(['Paid', 'Draft']),
    balance: z.union([z.number(), z.string()]),
    client: z.strictObject({ email: z.email() }),
  });
  const page = z.object({ invoices: z.array(invoice) });
  const good = { id: 1, status: 'Paid', balance: 0, client: { email: 'a@b.co' } };

  it('names the field by its path, what the contract expects and what came', () => {
    expect(schemaProblems(page, { invoices: [good, { ...good, id: '2' }] })).toEqual([
      'invoices[1].id: expected number, got string "2"',
    ]);
    expect(schemaProblems(page, { invoices: [{ ...good, status: 'Gone' }] })).toEqual([
      'invoices[0].status: expected "Paid" or "Draft", got string "Gone"',
    ]);
    expect(schemaProblems(page, { invoices: [{ ...good, balance: null }] })).toEqual([
      'invoices[0].balance: expected number or string, got null',
    ]);
    expect(schemaProblems(page, { invoices: [{ ...good, client: { email: 'x', extra: 1 } }] })).toEqual([
      'invoices[0].client.email: expected an email, got string "x"',
      'invoices[0].client: unexpected key extra',
    ]);
    expect(schemaProblems(page, {})).toEqual(['invoices: expected array, got nothing']);
    expect(schemaProblems(page, 'Internal Server Error')).toEqual([
      '(body): expected object, got string "Internal Server Error"',
    ]);
  });

  it('follows the union member the answer meant', () => {
    expect(schemaProblems(apiErrorBody, { error: 'Nope', issues: [{ path: 'name' }] })).toEqual([
      'issues[0].message: expected string, got nothing',
    ]);
    expect(schemaProblems(apiErrorBody, { error: { name: 3 } })).toEqual(['error.name: expected string, got number 3']);
    expect(schemaProblems(apiErrorBody, { error: 'Nope' })).toEqual([]);
  });
});
