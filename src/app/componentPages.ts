/**
 * The paths of the kit's component demo pages under `/components/`, in the order of their names:
 * the menu lists them in this order (src/app/navigation.ts); the routes are in
 * src/app/router/showcaseRoutes.tsx.
 */
export const componentPages = [
  'accordion',
  'alerts',
  'auto-complete',
  'avatar',
  'badges',
  'blockui',
  'breadcrumbs',
  'buttons',
  'carousel',
  'collapse',
  'divider',
  'dropdowns',
  'list-group',
  'modals',
  'nav-component',
  'offcanvas',
  'pagination',
  'pill-badges',
  'pills-component',
  'popovers',
  'progress',
  'spinners',
  'tabs-component',
  'timeline',
  'toasts',
  'tooltips',
] as const;
