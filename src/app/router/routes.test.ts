import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Screen } from '@/lib/screens';
import { routePaths } from './routePaths';
import { discoverRoutes, routes, screensAt, SHELL_ROUTE_ID } from './routes';

/**
 * The app's screens, and two as the demo's mailbox and print page declare theirs, at paths of their
 * own: a starter may keep no screen whose path takes parameters, and these tests need some.
 */
const demo = vi.hoisted((): Screen[] => [
  {
    path: '/example/email/:first?/:second?/:third?',
    access: 'signedIn',
    namespace: 'email',
    load: () => Promise.resolve(() => null),
    examples: ['/example/email/inbox', '/example/email/label/company/4'],
  },
  {
    path: '/example/invoice/print/:id?',
    access: 'signedIn',
    bare: true,
    namespace: 'invoices',
    load: () => Promise.resolve(() => null),
    examples: ['/example/invoice/print/4987'],
  },
]);
vi.mock('../screens', async (importOriginal) => {
  const { screens } = await importOriginal<{ screens: Screen[] }>();
  return { screens: [...screens, ...demo] };
});

/** The full table with only the screens at `paths` left: what the router holds once they were found. */
function only(table: readonly RouteObject[], paths: Set<string>): RouteObject[] {
  return table
    .filter((route) => route.path === undefined || paths.has(route.path))
    .map((route) => (route.children ? { ...route, children: only(route.children, paths) } : route));
}

const leaf = (table: RouteObject[], path: string) => matchRoutes(table, path)?.at(-1)?.route.path;

describe('routes found as paths lead to them', () => {
  const others = [
    '/Dashboard/Analytics/',
    '/apps/user/view/7',
    '/apps/user/view/7/more',
    '/pages/account-settings',
    '/Example/Email/',
    '/example/email/label/company/4/more',
    '/example/invoice/print',
  ];
  const paths = [...routePaths, ...others, '/pages/knowledge-base/orders/refunds', '/no/such/page', '/login/x'];

  it('are tried on screens whose paths take parameters too', () => {
    expect(routePaths).toEqual(expect.arrayContaining(demo.flatMap((screen) => screen.examples!)));
  });

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
    void discover('/access-control');
    expect(patch).toHaveBeenCalledWith(SHELL_ROUTE_ID, [expect.objectContaining({ path: '/access-control' })]);
    patch.mockClear();
    void discover('/example/email/inbox');
    expect(patch).toHaveBeenCalledWith(SHELL_ROUTE_ID, [
      expect.objectContaining({ path: '/example/email/:first?/:second?/:third?' }),
    ]);
    patch.mockClear();
    void discover('/example/invoice/print/4987');
    expect(patch).toHaveBeenCalledWith('outside', [expect.objectContaining({ path: '/example/invoice/print/:id?' })]);
  });

  it('are found below the base of an app built for a sub-path', () => {
    vi.stubEnv('BASE_URL', '/admin/');
    const patch = vi.fn();
    void discoverRoutes({ path: '/admin/login', patch } as unknown as Parameters<typeof discoverRoutes>[0]);
    expect(patch).toHaveBeenCalledWith('outside', [expect.objectContaining({ path: '/login' })]);
    vi.unstubAllEnvs();
  });
});
