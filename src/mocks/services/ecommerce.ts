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

/** A product with the wishlist and cart flags for the (single, demo) shopper. */
async function withFlags(product: StoredProduct): Promise<Product> {
  const [inWishlist, inCart] = await Promise.all([wishlist.all(), cart.all()]);
  return {
    ...product,
    isInWishlist: inWishlist.some((w) => w.productId === product.id),
    isInCart: inCart.some((c) => c.productId === product.id),
  };
}

/** SPEC 7: search by name; featured is newest id first. */
export async function listProducts(query: z.output<typeof productsQuery>): Promise<ProductsResponse> {
  const filtered = (await products.all()).filter((p) => matchesQuery(query.q, [p.name]));
  const sorted =
    query.sortBy === 'featured'
      ? sortRows(filtered, 'id', 'desc')
      : sortRows(filtered, 'price', query.sortBy === 'price-asc' ? 'asc' : 'desc');
  const page = await Promise.all(paginate(sorted, query.page, query.perPage).map(withFlags));
  return { products: page, total: filtered.length, userWishlist: await wishlist.all(), userCart: await cart.all() };
}

export async function getProduct(id: number): Promise<Product | undefined> {
  const product = await products.find(id);
  return product && withFlags(product);
}

export async function wishlistProducts(): Promise<Product[]> {
  const entries = await wishlist.all();
  const found = await Promise.all(entries.map((entry) => getProduct(entry.productId)));
  return found.filter((p): p is Product => p !== undefined);
}

export async function cartProducts(): Promise<CartProduct[]> {
  const entries = await cart.all();
  const rows = await Promise.all(
    entries.map(async (entry) => {
      const [product, extras] = await Promise.all([getProduct(entry.productId), cartExtras.find(entry.productId)]);
      if (!product || !extras) return undefined;
      const { id: _id, ...extra } = extras;
      return { ...product, qty: entry.qty, ...extra };
    }),
  );
  return rows.filter((p): p is CartProduct => p !== undefined);
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
