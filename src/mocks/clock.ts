/** The demo server's "now": the real clock, unless a test or story fixes it. */
let fixed: Date | undefined;

export const demoNow = (): Date => (fixed ? new Date(fixed) : new Date());

/** Fixes "now" (dates the server creates, the month the calendar's events move to); no argument: the real clock. */
export function setDemoNow(date?: Date | string): void {
  fixed = date === undefined ? undefined : new Date(date);
}
