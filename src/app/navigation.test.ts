import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { navLinks } from './navigation';
import { isRoute } from './router/isRoute';
import { routePaths, routes } from './router/routes';

describe('the menu', () => {
  const links = navLinks.map((item) => item.path);

  it.each(links)('%s is a route of the app, not the catch-all', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
    expect(isRoute(path)).toBe(true);
  });

  it('isRoute tells real screens from the catch-all', () => {
    expect(isRoute('/dashboard/analytics')).toBe(true);
    expect(isRoute('/apps/email')).toBe(false);
    expect(isRoute('/no/such/page')).toBe(false);
    expect(isRoute('/')).toBe(true);
  });

  it('the full-app story lists concrete paths only (a route with a parameter gives examples)', () => {
    expect(routePaths.filter((path) => path.includes(':'))).toEqual([]);
  });

  it('the full-app story lists every route', () => {
    expect(routePaths).toEqual(expect.arrayContaining([...links, '/', '/login', '/register', '/forgot-password']));
  });
});
