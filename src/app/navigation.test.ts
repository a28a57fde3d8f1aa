import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { navLinks } from './navigation';
import { isRoute } from './router/isRoute';
import { routePaths } from './router/routePaths';
import { registerRoutes } from './router/routeTable';
import { routes } from './router/routes';

/** Whether React Router opens a screen at `path` in `table`, rather than the catch-all. */
const opens = (table: readonly RouteObject[], path: string) => {
  const matches = matchRoutes([...table], path) ?? [];
  return matches.length > 0 && matches.at(-1)!.route.path !== '*';
};

/**
 * A table shaped as the app's (a frame, the shell's group, the full-page group and the catch-all)
 * with the demo's screens whose paths take parameters: a starter may keep none of them, so the tests
 * that need them register this table in place of the app's (isRoute asks the registered one).
 */
const demoTable: RouteObject[] = [
  {
    children: [
      {
        id: 'shell',
        children: [
          { path: '/' },
          { path: '/dashboard/analytics' },
          { path: '/apps/email/:first?/:second?/:third?' },
          { path: '/apps/todo/:first?/:second?' },
          { path: '/apps/user/view/:id?' },
        ],
      },
      { id: 'outside', children: [{ path: '/login' }, { path: '*' }] },
    ],
  },
];

describe('the menu', () => {
  const links = navLinks.map((item) => item.path);
  afterEach(() => registerRoutes(routes));

  it.each(links)('%s is a route of the app, not the catch-all', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
    expect(isRoute(path)).toBe(true);
  });

  it('isRoute tells real screens from the catch-all', () => {
    expect(isRoute('/access-control')).toBe(true);
    expect(isRoute('/misc/coming-soon')).toBe(true);
    expect(isRoute('/login')).toBe(true);
    expect(isRoute('/apps/kanban')).toBe(false);
    expect(isRoute('/no/such/page')).toBe(false);
    expect(isRoute('/')).toBe(true);
    registerRoutes(demoTable);
    expect(isRoute('/dashboard/analytics')).toBe(true);
    expect(isRoute('/apps/email')).toBe(true);
    expect(isRoute('/apps/todo')).toBe(true);
    expect(isRoute('/apps/kanban')).toBe(false);
    expect(isRoute('/access-control')).toBe(false);
  });

  const others = [
    '/Dashboard/Analytics/',
    '/apps/email/inbox/',
    '/Apps/Todo/tag/high',
    '/apps/email/label/company/4/more',
    '/apps/user/view',
    '/apps/user/view/7',
    '/apps/user/view/7/more',
    '/pages/account-settings',
    '/pages/account-settings/security',
    '/dashboard',
    '/dashboards/analytics',
    '/login/x',
  ];

  it('isRoute answers as React Router matches, for every path the app names and some it does not', () => {
    const paths = [...new Set([...routePaths, ...links])];
    for (const path of [...paths, ...others]) expect(isRoute(path), path).toBe(opens(routes, path));
    registerRoutes(demoTable);
    for (const path of ['/', '/dashboard/analytics', '/apps/email', '/apps/todo', '/login', ...others])
      expect(isRoute(path), path).toBe(opens(demoTable, path));
  });

  it('the full-app story lists concrete paths only (a route with a parameter gives examples)', () => {
    expect(routePaths.filter((path) => path.includes(':'))).toEqual([]);
  });

  it('the full-app story lists every route', () => {
    // Home is a link of the menu when the dashboards are kept.
    expect(routePaths).toEqual(expect.arrayContaining([...links, '/login', '/register', '/forgot-password']));
  });
});
