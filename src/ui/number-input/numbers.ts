/**
 * Reads a number written in a locale's way ("1.234,5" in German, "12 %", "€ 3,50"): the group
 * separators go, the decimal separator becomes a point, a percent is divided by a hundred. Null when
 * nothing is left or what is left is not a number.
 */
export function parseNumber(text: string, locale?: string, format?: Intl.NumberFormatOptions): number | null {
  const parts = new Intl.NumberFormat(locale).formatToParts(-12345.6);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const group = part('group');
  const decimal = part('decimal') || '.';
  let plain = text;
  if (group) plain = plain.split(group).join('');
  // Some locales group with a narrow no-break space: any space is a group separator.
  plain = plain
    .replace(/\s/g, '')
    .split(decimal)
    .join('.')
    .replace(/[−–]/g, '-')
    .replace(/[^\d.-]/g, '');
  if (!/\d/.test(plain)) return null;
  const read = Number(plain);
  if (!Number.isFinite(read)) return null;
  return format?.style === 'percent' ? read / 100 : read;
}

/** The number of decimals a step has (0.25 has two), to round away floating-point dust (0.1 + 0.2). */
const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;

export function roundToStep(n: number, step: number): number {
  return Number(n.toFixed(Math.min(20, decimalsOf(step) + 2)));
}
