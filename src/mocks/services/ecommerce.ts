import type * as z from '@/lib/api/zod';
import { toCents } from '@/lib/api/invoiceTotals';
import type {
  BrandFacet,
  cartAddBody,
  CartEntry,
  CartProduct,
  Product,
  ProductResponse,
  productsQuery,
  ProductsResponse,
  WishlistEntry,
} from '@/lib/api/schemas/ecommerce';
import { defineTable } from '../db';
import { matchesQuery, paginate, sortRows } from './list';

type StoredProduct = Omit<Product, 'isInWishlist' | 'isInCart'>;
type CartExtras = Pick<CartProduct, 'shippingDate' | 'offers' | 'discountPercentage'> & { id: number };

export const products = defineTable<StoredProduct>(() => import('../data/seed/products.json').then((m) => m.default));
export const wishlist = defineTable<WishlistEntry>(() => import('../data/seed/wishlist.json').then((m) => m.default));
export const cart = defineTable<CartEntry>(() => import('../data/seed/cart.json').then((m) => m.default));
const cartExtras = defineTable<CartExtras>(() =>
  import('../data/seed/cartExtras.json').then((m) =>
    m.default.map(({ productId, ...rest }) => ({ id: productId, ...rest })),
  ),
);

/** The (single, demo) shopper's wishlist and cart, read once per answer, and a product flagger over them. */
async function shopper() {
  const [wishlistEntries, cartEntries] = await Promise.all([wishlist.all(), cart.all()]);
  const inWishlist = new Set(wishlistEntries.map((w) => w.productId));
  const inCart = new Set(cartEntries.map((c) => c.productId));
  const flag = (product: StoredProduct): Product => ({
    ...product,
    isInWishlist: inWishlist.has(product.id),
    isInCart: inCart.has(product.id),
  });
  return { wishlistEntries, cartEntries, flag };
}

type ProductsFilter = z.output<typeof productsQuery>;
type Filter = (p: StoredProduct) => boolean;

/**
 * The list's filters, each a test (docs/demo-api.md, E-commerce): name, price range (compared in
 * whole cents, both ends included), brands (any, any case), least rating. Brands apart, so the brand
 * counts can be taken over every other filter.
 */
function filters(query: ProductsFilter): { others: Filter[]; brand: Filter } {
  const min = query.priceMin === undefined ? undefined : toCents(query.priceMin);
  const max = query.priceMax === undefined ? undefined : toCents(query.priceMax);
  const brands = new Set(query.brands.map((b) => b.toLowerCase()));
  return {
    others: [
      (p) => matchesQuery(query.q, [p.name]),
      (p) => min === undefined || toCents(p.price) >= min,
      (p) => max === undefined || toCents(p.price) <= max,
      (p) => query.rating === undefined || p.rating >= query.rating,
    ],
    brand: (p) => brands.size === 0 || brands.has(p.brand.toLowerCase()),
  };
}

/** Every brand of the catalogue, by name, with how many products pass the other filters. */
function brandFacets(all: readonly StoredProduct[], passing: readonly StoredProduct[]): BrandFacet[] {
  const counts = new Map<string, number>(all.map((p) => [p.brand, 0]));
  for (const p of passing) counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1);
  return sortRows(
    [...counts].map(([name, count]) => ({ name, count })),
    'name',
    'asc',
  );
}

/** Search and filters; featured is newest id first. */
export async function listProducts(query: ProductsFilter): Promise<ProductsResponse> {
  const all = await products.all();
  const { others, brand } = filters(query);
  const passing = all.filter((p) => others.every((test) => test(p)));
  const filtered = passing.filter(brand);
  const sorted =
    query.sortBy === 'featured'
      ? sortRows(filtered, 'id', 'desc')
      : sortRows(filtered, 'price', query.sortBy === 'price-asc' ? 'asc' : 'desc');
  const { wishlistEntries, cartEntries, flag } = await shopper();
  return {
    products: paginate(sorted, query.page, query.perPage).map(flag),
    total: filtered.length,
    userWishlist: [...wishlistEntries],
    userCart: [...cartEntries],
    brands: brandFacets(all, passing),
  };
}

/** A product by id or by slug. */
async function findProduct(key: number | string): Promise<StoredProduct | undefined> {
  return typeof key === 'number' ? products.find(key) : (await products.all()).find((p) => p.slug === key);
}

export async function getProduct(key: number | string): Promise<Product | undefined> {
  const product = await findProduct(key);
  return product && (await shopper()).flag(product);
}

/** The product's kind, as the demo data's picture tells it (`/images/products/watch.svg`: a watch). */
const kindOf = (p: StoredProduct) => p.image;

/**
 * Up to eight other products: those of the same kind first, then of the same brand, then the
 * nearest in price (docs/demo-api.md, E-commerce).
 */
function relatedTo(product: StoredProduct, all: readonly StoredProduct[]): StoredProduct[] {
  const cents = toCents(product.price);
  const rank = (p: StoredProduct) => [
    kindOf(p) === kindOf(product) ? 0 : 1,
    p.brand === product.brand ? 0 : 1,
    Math.abs(toCents(p.price) - cents),
    p.id,
  ];
  const compare = (a: number[], b: number[]) => a.reduce((order, value, i) => order || value - b[i]!, 0);
  return all
    .filter((p) => p.id !== product.id)
    .map((p) => ({ p, rank: rank(p) }))
    .sort((a, b) => compare(a.rank, b.rank))
    .slice(0, 8)
    .map(({ p }) => p);
}

/** A product by id or slug, with its related products, flagged for the shopper. */
export async function productWithRelated(key: number | string): Promise<ProductResponse | undefined> {
  const product = await findProduct(key);
  if (!product) return undefined;
  const { flag } = await shopper();
  return { product: flag(product), related: relatedTo(product, await products.all()).map(flag) };
}

/** The listed entries' products, flagged, in list order (an entry whose product is gone is skipped). */
async function productsOf<E extends { productId: number }>(entries: readonly E[], flag: (p: StoredProduct) => Product) {
  const byId = new Map((await products.all()).map((p) => [p.id, p]));
  return entries.flatMap((entry) => {
    const product = byId.get(entry.productId);
    return product ? [{ entry, product: flag(product) }] : [];
  });
}

export async function wishlistProducts(): Promise<Product[]> {
  const { wishlistEntries, flag } = await shopper();
  return (await productsOf(wishlistEntries, flag)).map(({ product }) => product);
}

export async function cartProducts(): Promise<CartProduct[]> {
  const { cartEntries, flag } = await shopper();
  const extras = new Map((await cartExtras.all()).map(({ id, ...extra }) => [id, extra]));
  return (await productsOf(cartEntries, flag)).flatMap(({ entry, product }) => {
    const extra = extras.get(entry.productId);
    const color = entry.color === undefined ? {} : { color: entry.color };
    return extra ? [{ ...product, qty: entry.qty, ...color, ...extra }] : [];
  });
}

type ListTable = typeof wishlist | typeof cart;
type AddResult =
  | { ok: true; product: Product }
  | { ok: false; status: 400 | 404 | 409; error: string; issues?: { path: string; message: string }[] };
type CartExtrasIn = Partial<Omit<z.output<typeof cartAddBody>, 'productId'>>;

/**
 * Adds a product to the wishlist or the cart. A cart line takes a quantity (1 unless given) and,
 * beyond the original brief, one of the product's colours.
 */
export async function addTo(
  list: 'wishlist' | 'cart',
  productId: number,
  extras: CartExtrasIn = {},
): Promise<AddResult> {
  const table: ListTable = list === 'wishlist' ? wishlist : cart;
  const product = await products.find(productId);
  if (!product) return { ok: false, status: 404, error: `Product ${productId} not found` };
  if (extras.color !== undefined && !product.colorOptions.includes(extras.color)) {
    const message = `must be one of this product's colours: ${product.colorOptions.join(', ')}`;
    return {
      ok: false,
      status: 400,
      error: `Invalid request. color: ${message}`,
      issues: [{ path: 'color', message }],
    };
  }
  if ((await table.all()).some((entry) => entry.productId === productId)) {
    return { ok: false, status: 409, error: `Product ${productId} is already in the ${list}` };
  }
  const id = await table.nextId('max');
  const { qty = 1, color } = extras;
  await (list === 'wishlist'
    ? wishlist.insert({ id, productId })
    : cart.insert({ id, productId, qty, ...(color !== undefined && { color }) }));
  return { ok: true, product: (await getProduct(productId))! };
}

export async function removeFrom(list: 'wishlist' | 'cart', productId: number): Promise<boolean> {
  const table: ListTable = list === 'wishlist' ? wishlist : cart;
  const entry = (await table.all()).find((e) => e.productId === productId);
  return entry ? table.remove(entry.id) : false;
}
