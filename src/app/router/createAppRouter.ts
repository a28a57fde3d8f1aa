import { createBrowserRouter } from 'react-router';

type Routes = Parameters<typeof createBrowserRouter>[0];
type Options = Parameters<typeof createBrowserRouter>[1];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The app's browser router. A page loaded fresh (an address typed, a link from another site) has no
 * history state, so React Router keys its location "default", like every other fresh load in the tab,
 * and <ScrollRestoration /> would scroll it to where the last of them was left. It gets a key of its
 * own first, in its entry's state where the router keeps its keys, so a reload, Back and Forward still
 * come back to where the page was. React Router's framework mode does the same in its restore script.
 */
export function createAppRouter(routes: Routes, options: Options = {}) {
  const { history } = options.window ?? window;
  const state: unknown = history.state;
  if (!isObject(state) || typeof state.key !== 'string') {
    history.replaceState({ ...(isObject(state) && state), key: Math.random().toString(36).slice(2, 10) }, '');
  }
  return createBrowserRouter(routes, options);
}
