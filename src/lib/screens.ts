import type { icons } from 'lucide';
import type { ComponentType } from 'react';
import type { Requirement } from './auth/ability';
import type { LayoutOverride } from './layout';

/**
 * A screen of the app, declared once beside its feature's code (`src/features/<feature>/screens.ts`)
 * and gathered in src/app/screens.ts. The router and its guard, both menus, the entry's early
 * requests, docs/routes.txt and the page lists of `npm run size` and `npm run bench:lighthouse` are
 * all derived from these declarations.
 *
 * A declaration is data and loaders only: the entry reads them before the framework has downloaded
 * (src/app/landing.ts), so a screens file imports nothing that runs React. Its menu icon is a lucide
 * icon's name: the menu's icons (src/app/layouts/menuIcons.ts) are written from the declarations by
 * `npm run routes`, so the entry, and a signed-out visitor's pages, carry none of their drawings.
 */

/** A lucide icon's name (https://lucide.dev/icons), as lucide exports it: `Mail`, `CalendarDays`. */
export type IconName = keyof typeof icons;

/** Who may open a screen: anyone, signed-out people only, any signed-in person, or those with an ability. */
export type Access = 'public' | 'guest' | 'signedIn' | Requirement;

/** The menu's groups, in the menu's order; each is titled `nav.<group>`. */
export const menuGroups = ['dashboards', 'apps', 'pages', 'misc', 'uiElements', 'forms', 'tables', 'charts'] as const;
export type MenuGroup = (typeof menuGroups)[number];

export type MenuEntry = {
  group: MenuGroup;
  /** Where the entry sits in its group: lower first; entries with the same order keep their declaration order. */
  order: number;
  labelKey: string;
  icon: IconName;
  /** The folding entry that holds this one (a family of pages: the invoice app, the auth page demos). */
  section?: { labelKey: string; icon: IconName };
  /** Where the entry links, when not the path with its optional parameters dropped. */
  to?: string;
};

export type Screen = {
  /** The route's path, absolute (`/apps/invoice/preview/:id?`). */
  path: string;
  access: Access;
  /** The screen's component, imported when the route opens (its own chunk). */
  load: () => Promise<ComponentType<never>>;
  /** What the component is drawn with (one page in several frames: the auth demos, the layout demos). */
  props?: Record<string, unknown>;
  /**
   * A signed-in screen is drawn inside the shell (menu, navbar) unless it is bare (the print page).
   * Public and guest screens are always full-page.
   */
  bare?: boolean;
  /** Its entry in the menu, if it has one. */
  menu?: MenuEntry;
  /** People open the app on it (a bookmark): the entry requests its code with the framework's. */
  landing?: boolean;
  /** Concrete paths for a path with parameters (docs/routes.txt, the size and built-app checks). */
  examples?: readonly string[];
  /** What the screen fixes of the shell's layout while it is open. */
  layout?: LayoutOverride;
  /**
   * The namespace of its words (public/locales/<lng>/<namespace>.json), loaded with its route: the
   * feature's, unless the screen says (the shop's words are the shell's, whose cart shows them too);
   * a screen the app composes of two features names both.
   */
  namespace: string | readonly string[];
};

export type Declaration = Omit<Screen, 'namespace'> & { namespace?: Screen['namespace'] };

/** A feature's screens, their words in the feature's namespace unless a screen names another. */
export const defineScreens = (namespace: Screen['namespace'], screens: readonly Declaration[]): Screen[] =>
  screens.map((screen) => ({ namespace, ...screen }));

/** The ability a screen needs, when it needs one (not for public, guest or any signed-in person). */
export const requirementOf = (access: Access): Requirement | undefined =>
  typeof access === 'object' ? access : undefined;

/** A screen's concrete paths: its examples when its path takes parameters, else its path; none for the catch-all. */
export const pathsOf = (screen: Screen): readonly string[] =>
  screen.path === '*' ? [] : (screen.examples ?? [screen.path]);

/** Where a screen's menu entry links: its path without the optional parameters, unless it says. */
export const linkOf = (screen: Screen): string => screen.menu?.to ?? (screen.path.replace(/\/:\w+\?/g, '') || '/');

// The abilities the screens ask for, named once.
export const readDashboard = { action: 'read', subject: 'Dashboard' } as const;
export const readApp = { action: 'read', subject: 'App' } as const;
export const readPage = { action: 'read', subject: 'Page' } as const;
export const readUi = { action: 'read', subject: 'UI' } as const;
export const manageUsers = { action: 'manage', subject: 'User' } as const;

/** `sweet-alert` → `sweetAlert`. */
const camelCase = (path: string) => path.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * A family of demo pages (read UI) under `/<base>/`, folded in one menu section in the order given,
 * each labelled `nav.<camelCased prefix and slug>` (`ext-` + `sweet-alert` → `nav.extSweetAlert`).
 */
export const demoPages = (
  base: string,
  menu: { group: MenuGroup; order: number; section: { labelKey: string; icon: IconName }; prefix?: string },
  pages: ReadonlyArray<readonly [slug: string, load: Screen['load']]>,
): Declaration[] =>
  pages.map(([slug, load]) => ({
    path: `/${base}/${slug}`,
    access: readUi,
    load,
    menu: {
      group: menu.group,
      order: menu.order,
      section: menu.section,
      labelKey: `nav.${camelCase((menu.prefix ?? '') + slug)}`,
      icon: menu.section.icon,
    },
  }));
