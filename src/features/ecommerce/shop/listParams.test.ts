import { describe, expect, it } from 'vitest';
import { isFiltered, productsQueryOf, readShopState, writeShopState } from './listParams';

describe('the shop state in the URL', () => {
  it('reads a shared view back exactly', () => {
    const state = readShopState(
      new URLSearchParams(
        'q=watch&sortBy=price-desc&page=2&view=list&priceMin=10.5&priceMax=900&brands=Apple,Sony&rating=4',
      ),
    );
    expect(state).toEqual({
      q: 'watch',
      sortBy: 'price-desc',
      page: 2,
      view: 'list',
      priceMin: 10.5,
      priceMax: 900,
      brands: ['Apple', 'Sony'],
      rating: 4,
    });
    expect(readShopState(writeShopState(state))).toEqual(state);
  });

  it('leaves the defaults out, so the plain shop has a plain URL', () => {
    const plain = readShopState(new URLSearchParams(''));
    expect(writeShopState(plain).toString()).toBe('');
    expect(isFiltered(plain)).toBe(false);
    expect(writeShopState({ ...plain, brands: ['Bose'], priceMin: 0 }).toString()).toBe('priceMin=0&brands=Bose');
  });

  it('falls back to the defaults for what is unknown; keeps any price for the server to judge', () => {
    const state = readShopState(
      new URLSearchParams('sortBy=cheapest&page=0&view=table&rating=9&brands=,,Sony,Sony&priceMin=-5&priceMax=abc'),
    );
    expect(state).toEqual({
      q: '',
      sortBy: 'featured',
      page: 1,
      view: 'grid',
      priceMin: -5,
      priceMax: undefined,
      brands: ['Sony'],
      rating: undefined,
    });
    expect(isFiltered(state)).toBe(true);
  });

  it('asks the server for nine a page, without the view', () => {
    const query = productsQueryOf(readShopState(new URLSearchParams('view=list&q=tv')));
    expect(query).toEqual({ q: 'tv', sortBy: 'featured', page: 1, brands: [], perPage: 9 });
  });
});
