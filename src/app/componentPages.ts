/**
 * The paths of the kit's component demo pages under `/components/`, in the order of their names:
 * the menu lists them in this order (src/app/navigation.ts); the routes are in
 * src/app/router/showcaseRoutes.tsx.
 */
export const componentPages = [
  'alerts',
  'avatar',
  'badges',
  'breadcrumbs',
  'buttons',
  'pagination',
  'pill-badges',
  'popovers',
  'progress',
  'spinners',
  'tooltips',
] as const;
