/**
 * What the first screen needs, requested by the entry while the app's code downloads: the reader's
 * translations and the code of the page they open. Left to the app, both wait until the framework
 * has downloaded and run (i18n and the router ask for them), a round trip later on a slow network.
 *
 * The entry must stay free of the app's code (it paints first), so the two storage keys are written
 * here again: `language` is the i18n module's, `accessToken` the session's; a unit test holds them
 * together. Only the pages people land on are listed (the dashboards, and the apps and tables people
 * keep as bookmarks); any other page loads as usual.
 */

const LANGUAGE_KEY = 'language';
const ACCESS_TOKEN_KEY = 'accessToken';
export const landingLanguages = ['en', 'fr', 'de', 'pt'];

// The landing pages' imports, shared with the route table (routes.tsx), so both ask for one module.
export const loadShell = () => import('./layouts/Shell');
export const loadDashboards = () => import('@/features/cards/pages/dashboards');
export const loadLoginPage = () => import('@/features/auth/pages/LoginPage');
export const loadShopPage = () => import('@/features/ecommerce/pages/ShopPage');
export const loadInvoiceListPage = () => import('@/features/invoices/pages/InvoiceListPage');
export const loadEmailPage = () => import('@/features/email/pages/EmailPage');
export const loadChatPage = () => import('@/features/chat/pages/ChatPage');
export const loadTodoPage = () => import('@/features/todo/pages/TodoPage');
export const loadCalendarPage = () => import('@/features/calendar/pages/CalendarPage');
export const loadBasicTablePage = () => import('@/features/datatables/pages/BasicTablePage');
export const loadBlogListPage = () => import('@/features/blog/pages/BlogListPage');
/**
 * The pages, besides the dashboards, whose code the entry requests when a visit opens them: at the
 * path, or (the mailbox, the chat and the tasks, whose paths go on with a folder, a contact or a view)
 * below it.
 */
const landingScreens: Record<string, () => Promise<unknown>> = {
  '/apps/ecommerce/shop': loadShopPage,
  '/apps/invoice/list': loadInvoiceListPage,
  '/apps/calendar': loadCalendarPage,
  '/datatables/basic': loadBasicTablePage,
  '/pages/blog/list': loadBlogListPage,
};
const landingAreas: Record<string, () => Promise<unknown>> = {
  '/apps/email': loadEmailPage,
  '/apps/chat': loadChatPage,
  '/apps/todo': loadTodoPage,
};

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The modules of the first screen at `pathname`: signed out, every page turns into the sign-in page. */
export function landingModules(pathname: string, signedIn: boolean): Array<() => Promise<unknown>> {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!signedIn || path === '/login') return [loadLoginPage];
  if (path === '/' || path === '/dashboard/analytics') return [loadShell, loadDashboards];
  const area = Object.keys(landingAreas).find((base) => path === base || path.startsWith(`${base}/`));
  const screen = landingScreens[path] ?? (area && landingAreas[area]);
  return screen ? [loadShell, screen] : [loadShell];
}

/**
 * The namespaces of the first screen's words: `common`, and the shell's when signed in, else the
 * sign-in page's.
 */
export function landingNamespaces(signedIn = read(ACCESS_TOKEN_KEY) !== null): string[] {
  return ['common', signedIn ? 'shell' : 'auth'];
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
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const pathname = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : location.pathname;
  for (const load of landingModules(pathname, read(ACCESS_TOKEN_KEY) !== null)) void load().catch(() => {});
}
