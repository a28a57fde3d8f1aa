/** `2020-06-01` -> the day's timestamp, for time axes. */
export const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** Monday-first weekday names in the reader's language, for ISO weekdays 1–7. */
export const weekdayName = (lang: string | undefined, weekday: number) =>
  new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2020, 5, weekday)));

/** The revenue report's months (March to November) in the reader's language. */
export const reportMonths = (lang: string | undefined, year: string) =>
  Array.from({ length: 9 }, (_, i) =>
    new Intl.DateTimeFormat(lang, { month: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(Number(year), 2 + i, 1)),
    ),
  );

/** Months `YYYY-MM` in the reader's language. */
export const monthName = (lang: string | undefined, yearMonth: string) =>
  new Intl.DateTimeFormat(lang, { month: 'short', timeZone: 'UTC' }).format(new Date(`${yearMonth}-01T00:00:00Z`));

/** The seven days behind the statistics series, counted back from the last: "Day 1" … "Day 7". */
export const dayLabels = (count: number, label: (n: number) => string) =>
  Array.from({ length: count }, (_, i) => label(i + 1));
