/**
 * The paths of the extension demo pages under `/extensions/` (a library at work on each), in the
 * menu's order: the menu lists them (src/app/navigation.ts), each labelled `nav.ext<PascalCased
 * path>`; the routes are in src/app/router/showcaseRoutes.tsx and `npm run size` measures each.
 */
export const extensionPages = [
  'sweet-alert',
  'toastr',
  'slider',
  'drag-and-drop',
  'tour',
  'clipboard',
  'react-player',
  'context-menu',
  'swiper',
  'ratings',
  'i18n',
  'pagination',
  'import',
  'export',
  'export-selected',
] as const;
