import { Component, TextCursorInput, Layout, Puzzle, SquareStack, type LucideIcon } from 'lucide-react';
import { componentPages } from './componentPages';
import { extensionPages } from './extensionPages';
import { formElementPages } from './formPages';
import type { NavSection } from './navigation';

// The demo pages' sections of the menu (src/app/navigation.ts): families of pages listed from
// their own lists, so the menu, the routes and `npm run size` name the same pages.

const readUi = { action: 'read', subject: 'UI' } as const;

/** `sweet-alert` → `sweetAlert`. */
const camelCase = (path: string) => path.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** A family of demo pages under `/<base>/`, each labelled `nav.<camelCased prefix and path>`. */
const demoPages = (labelKey: string, icon: LucideIcon, base: string, paths: readonly string[], prefix = '') => ({
  labelKey,
  icon,
  children: paths.map((path) => ({
    path: `/${base}/${path}`,
    labelKey: `nav.${camelCase(prefix + path)}`,
    icon,
    requires: readUi,
  })),
});

/** The kit's component pages (src/app/componentPages.ts) and the extension pages (src/app/extensionPages.ts). */
export const components: NavSection = demoPages('nav.components', Component, 'components', componentPages);
export const extensions: NavSection = demoPages('nav.extensions', Puzzle, 'extensions', extensionPages, 'ext-');

/** The form element pages (src/app/formPages.ts). */
export const formElements: NavSection = demoPages(
  'nav.formElements',
  TextCursorInput,
  'forms/elements',
  formElementPages,
  'form-',
);

export const cards: NavSection = demoPages(
  'nav.cards',
  SquareStack,
  'cards',
  ['basic', 'advance', 'statistics', 'analytics', 'action'],
  'cards-',
);

export const pageLayouts: NavSection = {
  labelKey: 'nav.pageLayouts',
  icon: Layout,
  children: (
    [
      ['collapse-menu', 'nav.collapseMenu'],
      ['layout-boxed', 'nav.layoutBoxed'],
      ['without-menu', 'nav.withoutMenu'],
      ['layout-empty', 'nav.layoutEmpty'],
      ['layout-blank', 'nav.layoutBlank'],
    ] as const
  ).map(([path, labelKey]) => ({
    path: `/page-layout/${path}`,
    labelKey,
    icon: Layout,
    requires: readUi,
  })),
};
