import { useEffect } from 'react';

let firstScreenDrawn: () => void = () => {};
/**
 * Settles once the first screen (or the error that replaces it) is on the page and the browser has
 * had a frame to paint it (or 100 ms have passed, for a tab in the background, which gets no frames).
 */
export const firstScreenPainted = new Promise<void>((resolve) => {
  firstScreenDrawn = resolve;
});

/**
 * index.html paints the full-page loading state and marks <html> with `booting` until the first
 * screen is on the page. Meanwhile the app's own loading state shows at once, where later it fades
 * in after a short wait, so React's first render takes over from the static one with no blink.
 */
/** Called by what renders once a screen (or the error that replaces it) is committed. */
export function useBootComplete(): void {
  useEffect(() => {
    document.documentElement.classList.remove('booting');
    requestAnimationFrame(() => setTimeout(firstScreenDrawn));
    setTimeout(firstScreenDrawn, 100);
  }, []);
}
