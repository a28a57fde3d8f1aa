/**
 * The demo server's clock. `serverTime` is the real clock, moved on by `moveDemoClock` (how the HTTP
 * server's test lets a 10-minute token expire without waiting); `demoNow` is that time, unless a test
 * or story fixes "now" for the dates the server writes and the months the calendar shows.
 */
let fixed: Date | undefined;
let offset = 0;

/** Milliseconds since the epoch, as the demo server's tokens see them. */
export const serverTime = (): number => Date.now() + offset;

export const demoNow = (): Date => (fixed ? new Date(fixed) : new Date(serverTime()));

/** Fixes "now" (dates the server creates, the month the calendar's events move to); no argument: the real clock. */
export function setDemoNow(date?: Date | string): void {
  fixed = date === undefined ? undefined : new Date(date);
}

/** Moves the server's clock on by `ms` (negative moves it back); `moveDemoClock()` puts it back. */
export function moveDemoClock(ms?: number): void {
  offset = ms === undefined ? 0 : offset + ms;
}
