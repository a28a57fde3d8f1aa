import { describe, expect, it } from 'vitest';
import { parsePlace, placePath } from './place';

describe('the mailbox place in the URL', () => {
  it.each([
    ['', { view: { folder: 'inbox' } }],
    ['sent', { view: { folder: 'sent' } }],
    ['starred/12', { view: { folder: 'starred' }, mailId: 12 }],
    ['label/company', { view: { label: 'company' } }],
    ['label/private/3/', { view: { label: 'private' }, mailId: 3 }],
  ])('reads %j', (rest, place) => {
    expect(parsePlace(rest)).toEqual({ mailId: undefined, ...place });
  });

  it.each([
    'archive',
    'inbox/abc',
    'inbox/0',
    'inbox/1/2',
    'label',
    'label/urgent',
    'label/company/x',
    'label/company/1/2',
  ])('names no place with %j', (rest) => {
    expect(parsePlace(rest)).toBeNull();
  });

  it('writes the path back, with the search', () => {
    expect(placePath({ view: { folder: 'inbox' } })).toBe('/apps/email/inbox');
    expect(placePath({ view: { label: 'company' }, mailId: 4 }, 'design review')).toBe(
      '/apps/email/label/company/4?q=design+review',
    );
    for (const rest of ['draft/7', 'label/important']) expect(placePath(parsePlace(rest)!)).toBe(`/apps/email/${rest}`);
  });
});
