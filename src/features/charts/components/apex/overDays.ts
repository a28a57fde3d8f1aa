import type { ApexOptions } from 'apexcharts';

/** The series over "Day 1" … "Day n", drawn with `options`. */
export function overDays(
  days: (count: number) => string[],
  series: { name: string; data: number[] }[],
  options: ApexOptions,
): { series: ApexOptions['series']; options: ApexOptions } {
  return { series, options: { ...options, xaxis: { categories: days(series[0]?.data.length ?? 0) } } };
}
