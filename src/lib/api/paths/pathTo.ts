/** The names of a path's parameters: `'/cart/:id'` → `'id'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = Record<ParamNames<P>, string | number>;

/**
 * A path with its parameters filled in: `pathTo(ecommercePaths.cartItem, { id: 3 })` →
 * `/apps/ecommerce/cart/3`. The parameters a path names are required, and only those.
 */
export function pathTo<P extends string>(path: P, params: PathParams<P>): string {
  return path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}
