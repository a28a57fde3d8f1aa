import { describe, expect, it } from 'vitest';
import { invoiceListCodec } from './listParams';

describe('the invoice list in the URL', () => {
  it('reads defaults from an empty query, and writes them as nothing', () => {
    const state = invoiceListCodec.read(new URLSearchParams());
    expect(state).toEqual({ q: '', status: undefined, sortColumn: 'id', sort: 'desc', page: 1, perPage: 10 });
    expect(invoiceListCodec.write(state).toString()).toBe('');
  });

  it('keeps a status in any case, a nested sort column and the page size', () => {
    const state = invoiceListCodec.read(
      new URLSearchParams('status=past%20due&sortColumn=client.name&sort=asc&perPage=25&page=3&q=ada'),
    );
    expect(state).toEqual({
      q: 'ada',
      status: 'Past Due',
      sortColumn: 'client.name',
      sort: 'asc',
      page: 3,
      perPage: 25,
    });
    expect(invoiceListCodec.write(state).toString()).toBe(
      'q=ada&status=Past+Due&sortColumn=client.name&sort=asc&page=3&perPage=25',
    );
  });

  it('drops what it does not know', () => {
    const state = invoiceListCodec.read(
      new URLSearchParams('status=Unpaid&sortColumn=client.password&perPage=7&page=-2'),
    );
    expect(state).toMatchObject({ status: undefined, sortColumn: 'id', perPage: 10, page: 1 });
  });
});
