/**
 * The paths of the extension demo pages under `/extensions/` (a library at work on each), in the
 * menu's order: the menu lists them (src/app/navigation.ts), each labelled `nav.ext<PascalCased
 * path>`; the routes are in src/app/router/showcaseRoutes.tsx and `npm run size` measures each.
 */
export const extensionPages = ['import', 'export', 'export-selected'] as const;
