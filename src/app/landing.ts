/**
 * What the first screen needs, requested by the entry while the app's code downloads: the reader's
 * translations and the code of the page they open. Left to the app, both wait until the framework
 * has downloaded and run (i18n and the router ask for them), a round trip later on a slow network.
 *
 * The entry must stay free of the app's code (it paints first), so the two storage keys are written
 * here again: `language` is the i18n module's, `accessToken` the session's; a unit test holds them
 * together. It reads the screens' declarations, which are data and loaders only; the screens that
 * people land on (the dashboards, the apps and tables they keep as bookmarks) say so (`landing`).
 */

import { loadAbilities } from '@/lib/auth/loadAbilities';
import type { Screen } from '@/lib/screens';
import { screens } from './screens';

const LANGUAGE_KEY = 'language';
const ACCESS_TOKEN_KEY = 'accessToken';
export const landingLanguages = ['en', 'fr', 'de', 'pt'];

/** The signed-in shell: the router's import of it and the entry's early one are the same. */
export const loadShell = () => import('./layouts/Shell');

/** The static part of a path (`/apps/email/:first?` → `/apps/email`), and whether parameters follow it. */
const prefixOf = (path: string) => {
  const at = path.indexOf('/:');
  return at < 0 ? { prefix: path, withParameters: false } : { prefix: path.slice(0, at), withParameters: true };
};

/**
 * Whether `path` may be the screen's: its path, or below its static part when parameters follow (the
 * mailbox's folder, the chat's contact, the tasks' view). The router's lazy discovery uses it too.
 */
export function leadsTo(screen: Screen, path: string): boolean {
  const { prefix, withParameters } = prefixOf(screen.path);
  return path === prefix || (withParameters && path.startsWith(`${prefix === '/' ? '' : prefix}/`));
}

/** The landing screen at `path`, among the screens declared `landing`. */
export function landingScreen(path: string, list: readonly Screen[] = screens): Screen | undefined {
  return list.find((screen) => screen.landing && leadsTo(screen, path));
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The modules of the first screen at `pathname`: signed out, every page turns into the sign-in page;
 * signed in, the shell, the abilities and the screen, if people land on it (any other page loads as usual).
 */
export function landingModules(
  pathname: string,
  signedIn: boolean,
  list: readonly Screen[] = screens,
): Array<() => Promise<unknown>> {
  const path = pathname.replace(/\/+$/, '') || '/';
  const signIn = list.find((screen) => screen.landing && screen.access === 'guest');
  if (!signedIn || path === signIn?.path) return signIn ? [signIn.load] : [];
  const screen = landingScreen(path, list);
  return screen ? [loadShell, loadAbilities, screen.load] : [loadShell, loadAbilities];
}

/** A path of the address below the app's base (`vite build --base`), whatever its case. */
export function belowBase(pathname: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '').toLowerCase();
  const lower = pathname.toLowerCase();
  return base && (lower === base || lower.startsWith(`${base}/`)) ? pathname.slice(base.length) || '/' : pathname;
}

/** The address's path below the app's base, without a trailing slash. */
function currentPath(): string {
  return belowBase(location.pathname).replace(/\/+$/, '') || '/';
}

/**
 * The namespaces of the first screen's words: `common`, then signed out the sign-in page's, signed in
 * the shell's and the landing screen's own.
 */
export function landingNamespaces(
  signedIn = read(ACCESS_TOKEN_KEY) !== null,
  path?: string,
  list: readonly Screen[] = screens,
): string[] {
  if (!signedIn) return ['common', 'auth'];
  const screen = landingScreen(path ?? currentPath(), list);
  return [...new Set(['common', 'shell', ...(screen ? [screen.namespace].flat() : [])])];
}

/** The translation files of `namespaces` in the stored language (English when none is stored). */
export function landingLocales(base: string, namespaces: string[]): string[] {
  const stored = read(LANGUAGE_KEY);
  const lng = stored && landingLanguages.includes(stored) ? stored : 'en';
  return namespaces.map((ns) => `${base}locales/${lng}/${ns}.json`);
}

/** Downloads the translations of `namespaces`; i18n's requests for them are answered from these. */
export function preloadLocales(namespaces: string[]): void {
  for (const href of landingLocales(import.meta.env.BASE_URL, namespaces)) {
    const link = document.createElement('link');
    // The same request i18n makes (a CORS fetch, same-origin credentials), so it is reused.
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Imports the first page's modules; the router's imports of them later are the same ones. They run
 * once downloaded, with the framework: call it after the first paint.
 */
export function loadLandingPage(): void {
  const signedIn = read(ACCESS_TOKEN_KEY) !== null;
  for (const load of landingModules(currentPath(), signedIn)) void load().catch(() => {});
  if (signedIn) setTimeout(prepareIntl);
}

/**
 * A page's first Intl formatter loads the browser's locale data: about 13 ms here, some 60 ms on a
 * mid-range phone, where each later one costs under 2 ms. Made while the app's code downloads, it no
 * longer lengthens the first render that shows a figure or a date (every signed-in landing screen
 * shows some; the sign-in page none).
 */
const prepareIntl = () => new Intl.NumberFormat().format(0);
