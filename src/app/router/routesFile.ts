import { pathsOf, type IconName, type Screen } from '@/lib/screens';

/**
 * docs/routes.txt, the list of every path of the app's screens that the scripts and the demo server's
 * tests read: one a line (a path with parameters gives its declaration's examples), then who may
 * open it (`guest`, `public`, `signedIn`, or the ability) and `landing` on the first path of a screen
 * people land on. `npm run routes` writes it; a unit test fails while it differs from the declarations.
 */
export function routesFile(screens: readonly Screen[]): string {
  const lines = screens.flatMap((screen) => {
    const who = typeof screen.access === 'string' ? screen.access : `${screen.access.action}:${screen.access.subject}`;
    return pathsOf(screen).map((path, index) => `${path} ${who}${screen.landing && index === 0 ? ' landing' : ''}`);
  });
  return [
    '# Every path of the app’s screens, derived from their declarations (src/app/screens.ts) by',
    '# `npm run routes`: the path, who may open it, and `landing` for the screens people land on.',
    ...lines,
    '',
  ].join('\n');
}

/**
 * src/app/layouts/menuIcons.ts, the menu's icons: each icon a declaration names (`menu.icon`, a
 * section's icon), taken from lucide, and no others. Written by `npm run routes` beside
 * docs/routes.txt; a unit test fails while it differs from the declarations.
 */
export function menuIconsFile(screens: readonly Screen[]): string {
  const names = new Set<IconName>();
  for (const { menu } of screens) {
    if (menu?.icon) names.add(menu.icon);
    if (menu?.section) names.add(menu.section.icon);
  }
  return [
    '// The menu’s icons, written from the screens’ declarations (src/app/screens.ts) by `npm run routes`.',
    'export {',
    ...[...names].sort().map((name) => `  ${name},`),
    "} from 'lucide';",
    '',
  ].join('\n');
}
