import { landingNamespaces, loadLandingPage, preloadLocales } from './landing';

/**
 * The entry: as small as it can be, so the browser paints index.html's loading screen before the
 * app's code runs (evaluating it is the page's first long task). The modules it then imports were
 * fetched meanwhile: the build lists them as preloads in index.html (vite.config.ts), and the first
 * page's own code and translations are requested here (landing.ts).
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./start');
  // In a task of its own: with start's, the two lists of preload links made one task of about 80 ms
  // on a mid-range phone, the page's first over 50 ms.
  setTimeout(loadLandingPage);
};
preloadLocales(landingNamespaces());
requestAnimationFrame(() => setTimeout(start));
// A tab opened in the background gets no animation frames.
setTimeout(start, 200);
