/**
 * The shell's layout choices that the customizer changes live (src/app/layouts/layoutSettings.tsx).
 * Skin, direction and the collapsed menu are the theme's and persist (docs/demo-api.md); these last
 * for the visit. The types live here because a screen may fix some of them (the page-layout demos).
 */
export type MenuLayout = 'vertical' | 'horizontal';
export type NavbarType = 'floating' | 'sticky' | 'static' | 'hidden';
export const navbarColors = [
  'default',
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'dark',
] as const;
export type NavbarColor = (typeof navbarColors)[number];
export type FooterType = 'static' | 'sticky' | 'hidden';
export type ContentWidth = 'boxed' | 'full';
export type RouteTransition = 'fade' | 'slide' | 'zoom' | 'none';

export type LayoutSettings = {
  menu: MenuLayout;
  menuHidden: boolean;
  navbar: NavbarType;
  navbarColor: NavbarColor;
  footer: FooterType;
  content: ContentWidth;
  transition: RouteTransition;
};

/**
 * What a screen fixes for itself while it is open (the page-layout demos). The customizer shows
 * these settings as fixed; the visitor's own choices come back on the next page.
 */
export type LayoutOverride = Partial<LayoutSettings> & { collapsed?: boolean };
