import { relativeTimeFormat } from './format';
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago", "yesterday", "il y a 3 jours": the largest whole unit, in the reader's language. */
export function relativeTime(iso: string, now: number, language = 'en'): string {
  let value = (Date.parse(iso) - now) / 1000;
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
