import { productSorts, type ProductSort } from '@/lib/api/ecommerceRules';
import { oneOf, pageFrom, writeWithoutDefaults, type ListCodec } from '@/lib/hooks/useUrlListState';

export const shopViews = ['grid', 'list'] as const;
export type ShopView = (typeof shopViews)[number];
/** The shop shows nine products a page (the server's default). */
export const SHOP_PAGE_SIZE = 9;
/** The least ratings the filter offers: "4 stars & up" and so on. */
export const ratingSteps = [4, 3, 2, 1] as const;

/** The shop's state as the URL holds it (`?q=watch&sortBy=price-asc&brands=Apple,Sony&view=list`). */
export type ShopState = {
  q: string;
  sortBy: ProductSort;
  page: number;
  view: ShopView;
  /** Dollars. Any number is kept: the demo server says what is out of range, at the field. */
  priceMin?: number;
  priceMax?: number;
  brands: string[];
  rating?: number;
};

const defaults: ShopState = { q: '', sortBy: 'featured', page: 1, view: 'grid', brands: [] };

const numberFrom = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** Reads the state from the query string; anything unknown or malformed falls back to the default. */
export function readShopState(params: URLSearchParams): ShopState {
  const rating = Number(params.get('rating'));
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    sortBy: oneOf(productSorts, params.get('sortBy')) ?? defaults.sortBy,
    page: pageFrom(params.get('page')),
    view: oneOf(shopViews, params.get('view')) ?? defaults.view,
    priceMin: numberFrom(params.get('priceMin')),
    priceMax: numberFrom(params.get('priceMax')),
    brands: [
      ...new Set(
        (params.get('brands') ?? '')
          .split(',')
          .map((brand) => brand.trim())
          .filter(Boolean),
      ),
    ],
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
  };
}

/** The query string for a state: defaults are left out, brands as one comma-separated value. */
export const writeShopState = (state: ShopState): URLSearchParams =>
  writeWithoutDefaults({ ...state, brands: state.brands.join(',') }, { ...defaults, brands: '' });

export const shopCodec: ListCodec<ShopState> = { read: readShopState, write: writeShopState };

/** Whether any filter or search narrows the list (the "no match" state then offers to clear them). */
export const isFiltered = (state: ShopState) =>
  Boolean(
    state.q || state.brands.length || state.rating || state.priceMin !== undefined || state.priceMax !== undefined,
  );

/** What the list asks the demo server (the view is the page's own). */
export const productsQueryOf = ({ view: _view, ...state }: ShopState) => ({ ...state, perPage: SHOP_PAGE_SIZE });
export type ShopQuery = ReturnType<typeof productsQueryOf>;
