import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routePaths } from './routePaths';
import { discoverRoutes, routes, screensAt, SHELL_ROUTE_ID } from './routes';

/** The full table with only the screens at `paths` left: what the router holds once they were found. */
function only(table: readonly RouteObject[], paths: Set<string>): RouteObject[] {
  return table
    .filter((route) => route.path === undefined || paths.has(route.path))
    .map((route) => (route.children ? { ...route, children: only(route.children, paths) } : route));
}

const leaf = (table: RouteObject[], path: string) => matchRoutes(table, path)?.at(-1)?.route.path;

describe('routes found as paths lead to them', () => {
  const others = ['/Dashboard/Analytics/', '/apps/user/view/7', '/apps/user/view/7/more', '/pages/account-settings'];
  const paths = [...routePaths, ...others, '/pages/knowledge-base/orders/refunds', '/no/such/page', '/login/x'];

  it.each(paths)('%s opens the screen the whole table opens', (path) => {
    const found = new Set(screensAt(path).map((screen) => screen.path));
    expect(leaf(only(routes, found), path)).toBe(leaf(routes, path));
  });

  it('are added to the group of their screen: the shell, or the full-page screens', () => {
    const patch = vi.fn();
    const discover = (path: string) =>
      discoverRoutes({ path, patch } as unknown as Parameters<typeof discoverRoutes>[0]);
    void discover('/login');
    expect(patch).toHaveBeenCalledWith('outside', [expect.objectContaining({ path: '/login' })]);
    patch.mockClear();
    void discover('/apps/email/inbox');
    expect(patch).toHaveBeenCalledWith(SHELL_ROUTE_ID, [
      expect.objectContaining({ path: '/apps/email/:first?/:second?/:third?' }),
    ]);
  });

  it('are found below the base of an app built for a sub-path', () => {
    vi.stubEnv('BASE_URL', '/admin/');
    const patch = vi.fn();
    void discoverRoutes({ path: '/admin/login', patch } as unknown as Parameters<typeof discoverRoutes>[0]);
    expect(patch).toHaveBeenCalledWith('outside', [expect.objectContaining({ path: '/login' })]);
    vi.unstubAllEnvs();
  });
});
