import { defineScreens, readUi, type MenuEntry } from '@/lib/screens';

const pages = () => import('./pages/PageLayoutPage');
const menu = (labelKey: string): MenuEntry => ({
  group: 'uiElements' as const,
  order: 70,
  labelKey,
  icon: 'Layout',
  section: { labelKey: 'nav.pageLayouts', icon: 'Layout' },
});
const page = () => pages().then((m) => m.PageLayoutPage);

/** The page-layout demos: each fixes the part of the shell's layout it shows while it is open. */
export const pageLayoutScreens = defineScreens('page-layouts', [
  {
    path: '/page-layout/collapse-menu',
    access: readUi,
    load: page,
    props: { layout: 'collapse-menu' },
    layout: { menu: 'vertical', menuHidden: false, collapsed: true },
    menu: menu('nav.collapseMenu'),
  },
  {
    path: '/page-layout/layout-boxed',
    access: readUi,
    load: page,
    props: { layout: 'layout-boxed' },
    layout: { content: 'boxed' },
    menu: menu('nav.layoutBoxed'),
  },
  {
    path: '/page-layout/without-menu',
    access: readUi,
    load: page,
    props: { layout: 'without-menu' },
    layout: { menuHidden: true },
    menu: menu('nav.withoutMenu'),
  },
  {
    path: '/page-layout/layout-empty',
    access: readUi,
    load: page,
    props: { layout: 'layout-empty' },
    menu: menu('nav.layoutEmpty'),
  },
  {
    // Signed in, without the shell.
    path: '/page-layout/layout-blank',
    access: readUi,
    bare: true,
    load: () => pages().then((m) => m.BlankLayoutPage),
    menu: menu('nav.layoutBlank'),
  },
]);
