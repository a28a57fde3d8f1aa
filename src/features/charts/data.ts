/** `2020-06-01` -> the day's timestamp, for time axes. */
export const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The seven days behind the statistics series, counted back from the last: "Day 1" … "Day 7". */
export const dayLabels = (count: number, label: (n: number) => string) =>
  Array.from({ length: count }, (_, i) => label(i + 1));
