export type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/**
 * `over` on top of `base`, objects merged key by key (arrays and functions replaced): a chart's own
 * options over the theme's. Kept apart from the chart components so using it loads no chart library.
 */
export function merge<T>(base: T, over: unknown): T {
  if (!isPlain(base) || !isPlain(over)) return (over === undefined ? base : over) as T;
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = merge(out[key], value);
  return out as T;
}
