/** The blog's addresses: the list (with its search, category and page), one post, its editor. */
export const blogListPath = '/pages/blog/list';
export const postPath = (id: number) => `/pages/blog/detail/${id}`;
export const editPath = (id: number) => `/pages/blog/edit/${id}`;

/** The list narrowed to a category or a search, as a link. */
export function listPathWith(filters: { q?: string; category?: string }): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  const search = params.toString();
  return search ? `${blogListPath}?${search}` : blogListPath;
}

/**
 * The post an address names: a whole number from 1, `undefined` for the bare path (the server then
 * answers the newest post), `null` for anything else, which is not-found without asking the server.
 */
export function postIdFrom(param: string | undefined): number | undefined | null {
  if (param === undefined) return undefined;
  return /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
}
