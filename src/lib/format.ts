import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Intl formatters, made once per language and options: creating one costs far more than using it,
 * and a dashboard formats hundreds of figures as it renders.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  lang: string | undefined,
  options: object | undefined,
  make: () => F,
): F {
  const key = `${kind}|${lang ?? ''}|${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}
export const numberFormat = (lang: string | undefined, options?: Intl.NumberFormatOptions) =>
  cached('number', lang, options, () => new Intl.NumberFormat(lang, options));
export const dateFormat = (lang: string | undefined, options?: Intl.DateTimeFormatOptions) =>
  cached('date', lang, options, () => new Intl.DateTimeFormat(lang, options));
export const relativeTimeFormat = (lang: string | undefined, options?: Intl.RelativeTimeFormatOptions) =>
  cached('relative', lang, options, () => new Intl.RelativeTimeFormat(lang, options));

/**
 * Numbers, money and dates in a language; dates in UTC, as the demo data records them (a day such as
 * `2021-11-15` is midnight UTC, which a local-time format would show as the 14th west of Greenwich).
 * Screens use `useFormat`, which follows the chosen language.
 */
export function formatsFor(lang: string | undefined) {
  const numbers = (options?: Intl.NumberFormatOptions) => numberFormat(lang, options);
  return {
    number: (n: number, options?: Intl.NumberFormatOptions) => numbers(options).format(n),
    /** 230000 -> "230K" (en), "230 k" (fr). */
    compact: (n: number) => numbers({ notation: 'compact', maximumFractionDigits: 1 }).format(n),
    money: (n: number, options?: Intl.NumberFormatOptions) =>
      numbers({ style: 'currency', currency: 'USD', ...options }).format(n),
    compactMoney: (n: number) =>
      numbers({ style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(n),
    /** 57.6 -> "57.6%". */
    percent: (n: number, digits = 1) => numbers({ style: 'percent', maximumFractionDigits: digits }).format(n / 100),
    date: (iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      dateFormat(lang, { timeZone: 'UTC', ...options }).format(new Date(iso)),
    /** ISO weekday 1 (Monday) to 7 -> "Mon". */
    weekday: (isoWeekday: number) =>
      dateFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2020, 5, isoWeekday))),
    /** `2020-03` -> "Mar". */
    month: (yearMonth: string) =>
      dateFormat(lang, { month: 'short', timeZone: 'UTC' }).format(new Date(`${yearMonth}-01`)),
  };
}

/** `formatsFor` the reader's language: every screen formats through it. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  return useMemo(() => formatsFor(lang), [lang]);
}

/** The seed's figures written for people ("25,852") as numbers. */
export const toNumber = (figure: string) => Number(figure.replace(/,/g, ''));

/** Month labels `YYYY-MM` from `first` on, `count` of them. */
export function months(first: string, count: number): string[] {
  const [year = 1970, month = 1] = first.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 + i, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
