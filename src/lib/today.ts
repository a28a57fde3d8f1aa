/**
 * "Now" for what the app says relative to today (a task due "in 3 days"): the device's clock, unless
 * a story or a test fixes it, as it fixes the demo server's clock (src/mocks/clock.ts), so that what
 * it shows never changes with the date it runs on.
 */
let fixed: number | undefined;

export const now = (): number => fixed ?? Date.now();

/** Fixes "now" at a moment (`2026-01-15T10:00:00`); without one, back to the device's clock. */
export function fixNow(moment?: string | Date): void {
  fixed = moment === undefined ? undefined : new Date(moment).getTime();
}
