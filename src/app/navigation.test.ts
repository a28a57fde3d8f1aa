import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { navLinks } from './navigation';
import { isRoute } from './router/isRoute';
import { routePaths } from './router/routePaths';
import { routes } from './router/routes';

describe('the menu', () => {
  const links = navLinks.map((item) => item.path);

  it.each(links)('%s is a route of the app, not the catch-all', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
    expect(isRoute(path)).toBe(true);
  });

  it('isRoute tells real screens from the catch-all', () => {
    expect(isRoute('/dashboard/analytics')).toBe(true);
    expect(isRoute('/apps/email')).toBe(true);
    expect(isRoute('/apps/todo')).toBe(true);
    expect(isRoute('/apps/kanban')).toBe(false);
    expect(isRoute('/no/such/page')).toBe(false);
    expect(isRoute('/')).toBe(true);
  });

  it('isRoute answers as React Router matches, for every path the app names and some it does not', () => {
    const screen = (path: string) => {
      const matches = matchRoutes(routes, path) ?? [];
      return matches.length > 0 && matches.at(-1)!.route.path !== '*';
    };
    const paths = [...new Set([...routePaths, ...links])];
    const others = [
      '/Dashboard/Analytics/',
      '/apps/user/view',
      '/apps/user/view/7',
      '/apps/user/view/7/more',
      '/pages/account-settings',
      '/pages/account-settings/security',
      '/dashboard',
      '/dashboards/analytics',
      '/login/x',
    ];
    for (const path of [...paths, ...others]) expect(isRoute(path), path).toBe(screen(path));
  });

  it('the full-app story lists concrete paths only (a route with a parameter gives examples)', () => {
    expect(routePaths.filter((path) => path.includes(':'))).toEqual([]);
  });

  it('the full-app story lists every route', () => {
    expect(routePaths).toEqual(expect.arrayContaining([...links, '/', '/login', '/register', '/forgot-password']));
  });
});
