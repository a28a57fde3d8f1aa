import type * as z from 'zod';
import type {
  CartEntry,
  CartProduct,
  Product,
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

/** Search by name; featured is newest id first. */
export async function listProducts(query: z.output<typeof productsQuery>): Promise<ProductsResponse> {
  const filtered = (await products.all()).filter((p) => matchesQuery(query.q, [p.name]));
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
  };
}

export async function getProduct(id: number): Promise<Product | undefined> {
  const product = await products.find(id);
  return product && (await shopper()).flag(product);
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
    return extra ? [{ ...product, qty: entry.qty, ...extra }] : [];
  });
}

type ListTable = typeof wishlist | typeof cart;
type AddResult = { ok: true; product: Product } | { ok: false; status: 404 | 409; error: string };

/** Adds a product to the wishlist or the cart (new entries start at quantity 1). */
export async function addTo(list: 'wishlist' | 'cart', productId: number): Promise<AddResult> {
  const table: ListTable = list === 'wishlist' ? wishlist : cart;
  if (!(await products.find(productId))) return { ok: false, status: 404, error: `Product ${productId} not found` };
  if ((await table.all()).some((entry) => entry.productId === productId)) {
    return { ok: false, status: 409, error: `Product ${productId} is already in the ${list}` };
  }
  const id = await table.nextId('max');
  await (list === 'wishlist' ? wishlist.insert({ id, productId }) : cart.insert({ id, productId, qty: 1 }));
  return { ok: true, product: (await getProduct(productId))! };
}

export async function removeFrom(list: 'wishlist' | 'cart', productId: number): Promise<boolean> {
  const table: ListTable = list === 'wishlist' ? wishlist : cart;
  const entry = (await table.all()).find((e) => e.productId === productId);
  return entry ? table.remove(entry.id) : false;
}
