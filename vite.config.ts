import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { iconFileSets, lucideIcons } from './scripts/lucideIcons.ts';
import { themeCss } from './src/ui/theme/cssVariables.ts';

/**
 * index.html paints the full-page loading state before any script runs; it needs the theme's CSS
 * variables for that, in every skin, so they are written into its <head> from the same source.
 */
function themeVariablesInHtml(): Plugin {
  return {
    name: 'theme-variables-in-html',
    transformIndexHtml: (html) =>
      html.replace('<style data-theme-variables></style>', `<style data-theme-variables>${themeCss}</style>`),
  };
}

const nm = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/**
 * A few long-lived chunks instead of one per shared module (a page fetched 63 files): the framework,
 * the design system, and the demo server. Chart libraries stay with the pages that draw with them.
 */
/**
 * The design system's overlays, loaded with their first use (src/ui/shared/lazyOverlay.tsx): the Radix
 * halves of the menu, popover, modal and offcanvas, and the controls only such panels hold.
 */
const lazyOverlayModules =
  /[\\/]src[\\/]ui[\\/](?:(?:dropdown-menu|popover|modal|offcanvas|select|tooltip)[\\/]Radix\w+\.tsx$|modal[\\/]keyboardScroll\.ts$)/;
/** Radix parts the shell and the dashboards draw at once (the progress bar). */
const radixAtOnce = 'progress';
/**
 * Form controls on Radix that the shell and the dashboards do not use, and the Radix parts they share
 * with the overlays: a chunk of their own, so a page of radios and checkboxes does not fetch the
 * overlays' positioning, focus trapping and scroll locking. The select is an overlay (its list).
 */
const radixFormControls = 'checkbox|radio|radio-group|switch';
/**
 * Radix parts the form controls, the tabs, the overlays, the toolbar and the demo pages' accordion
 * stand on (arrow-key focus, presence, ids): a small chunk of their own, so none of them fetches
 * another's components for them.
 */
const radixShared = 'collection|presence|use-previous|use-size|id|roving-focus';
const radixBasics = 'direction|primitive|slot|compose-refs|context|use-[a-z-]+';

/**
 * The demo server's chunk for a module: `demo-<domain>` for a domain's resolvers and service and the
 * seed data its tables load (the cards' three files in one), `demo-core` for the rest
 * past the route table (tables, HTTP helpers, tokens).
 */
function demoServerChunk(id: string, ctx: ChunkingContext): string | null {
  // Who is asking: checked on every call, so the token code (jose) and the accounts load together.
  if (
    /[\\/]src[\\/]mocks[\\/](services[\\/](access|auth|tokens)|data[\\/]authUsers)\.ts$/.test(id) ||
    nm('jose').test(id)
  )
    return 'demo-access';
  const domain = /[\\/]src[\\/]mocks[\\/](?:resolvers|services)[\\/](\w+)\.ts$/.exec(id);
  if (domain) return domain[1] === 'list' ? 'demo-core' : `demo-${domain[1]}`;
  if (/[\\/]src[\\/]mocks[\\/]data[\\/]seed[\\/]/.test(id)) {
    if (/[\\/]card\w+\.json$/.test(id)) return 'demo-cards';
    const importer = ctx.getModuleInfo(id)?.dynamicImporters[0] ?? '';
    const owner = /[\\/]services[\\/](\w+)\.ts$/.exec(importer)?.[1];
    return owner ? `demo-${owner}` : null;
  }
  if (/[\\/]src[\\/]mocks[\\/](db|http|clock|data)\b/.test(id) || /[\\/]services[\\/]tokens/.test(id))
    return 'demo-core';
  return null;
}

const chunkGroups = [
  // Chart.js and ApexCharts each in a chunk of its own, loaded only by the pages that draw with it.
  // Recharts needs no group: one page uses it, so it lands in that page's chunk (split from its redux
  // and d3 parts, it breaks).
  { name: 'chartjs', test: nm('chart\\.js|react-chartjs-2|@kurkle'), priority: 40 },
  { name: 'apexcharts', test: nm('apexcharts|react-apexcharts'), priority: 40 },
  // TanStack Table and the ui kit's DataTable, for the pages with data tables (not the sign-in page).
  {
    name: 'tables',
    test: (id: string) =>
      nm('@tanstack[\\\\/](?:table-core|react-table|store|react-store)').test(id) ||
      /[\\/]src[\\/]ui[\\/]table[\\/]DataTable\.tsx$/.test(id),
    // What two pages or more use: the advanced table's filtering, ordering and sorting on the
    // client stay in its own chunk instead of growing every table page's.
    minShareCount: 2,
    priority: 35,
  },
  // Every page runs on these: one file, cached across releases of the app's own code.
  {
    name: 'framework',
    test: (id: string) =>
      nm(
        'react|react-dom|scheduler|react-router|@tanstack[\\\\/](?:query-core|react-query)|styled-components|stylis|@emotion|i18next|react-i18next|@casl|@ucast|react-is|use-sync-external-store|clsx|tslib',
      ).test(id) ||
      nm(`@radix-ui[\\\\/](?:react-(?:${radixBasics})|primitive)`).test(id) ||
      // lucide's icon factory; each icon stays with the screens that draw it.
      /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/.test(id),
    priority: 30,
  },
  // The API's zod schemas, shared by the demo server and the forms that check what they send, in two:
  // zod and the domains every signed-in page calls (the shell's and the dashboards'), and the other
  // apps' domains. Evaluating the chunk builds every schema in it: a dashboard need not build the
  // email's and the calendar's.
  {
    name: 'api-schemas',
    test: (id: string) =>
      /[\\/]src[\\/]lib[\\/]api[\\/](zod|schemas[\\/](common|auth|cards|ecommerce|search|notifications))\.ts$/.test(
        id,
      ) || nm('zod').test(id),
    priority: 26,
  },
  // The content pages' domains (blog, API keys, FAQ, profile, pricing, account settings), which the
  // apps and the dashboards never call.
  {
    name: 'api-schemas-pages',
    test: /[\\/]src[\\/]lib[\\/]api[\\/]schemas[\\/](blog|apiKeys|faq|profile|pricing|accountSettings)\.ts$/,
    priority: 25.5,
  },
  // The apps' domains, a chunk each (`api-schemas-invoices`): the invoice editor builds the invoices'
  // schemas, not the mailbox's and the calendar's.
  {
    name: (id: string) => `api-schemas-${/[\\/]schemas[\\/](\w+)\.ts$/.exec(id)?.[1] ?? 'apps'}`,
    test: /[\\/]src[\\/]lib[\\/]api[\\/]schemas[\\/]/,
    priority: 25,
  },
  // The app's own shared code (API client, session, formats, query states): small, used everywhere.
  // Not the HTML sanitizer: it brings DOMPurify, for the few pages that show HTML from data; nor the
  // demo pages' example frame, which only they draw; nor the screens' declarations, which the entry
  // reads before the framework has downloaded.
  { name: 'app-lib', test: /[\\/]src[\\/]lib[\\/](?!html[\\/]|showcase[\\/]|screens\.ts)/, priority: 24 },
  // Icons: a few hundred bytes each, in three files, each holding the icons two screens or more draw
  // (an icon only one screen draws stays in that screen's chunk). The icons the code every screen
  // may run draws (the shell, the kit, the dashboards); those only the demo pages draw; and the
  // apps' others, fetched by the screens that draw them. scripts/lucideIcons.ts sorts them, so
  // neither an app nor an example grows the icons every screen loads.
  {
    name: 'icons-demos',
    test: (id: string) => iconFiles.demoOnly.has(iconFile(id)),
    minShareCount: 2,
    priority: 23.5,
  },
  {
    name: 'icons',
    test: (id: string) => iconFiles.everyScreen.has(iconFile(id)),
    minShareCount: 2,
    priority: 23.2,
  },
  {
    name: 'icons-apps',
    test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
    minShareCount: 2,
    priority: 23,
  },
  // The demo server past its route table, one chunk per domain (its resolvers, logic and seed data)
  // fetched with the domain's first call, and its shared core. msw and the route table stay in the
  // chunk that starts the worker.
  {
    name: demoServerChunk,
    test: (id: string) => /[\\/]src[\\/]mocks[\\/]/.test(id) || nm('jose').test(id),
    priority: 20,
  },
  // The design system in parts: the carousel, the combobox, the tabs, the Radix parts several of them
  // share, the demo pages' own components, the form controls few pages use, the app screens' frame
  // and parts, the overlays and the Radix primitives they stand on (menus, dialogs, popovers, fetched
  // with the first one opened), and the rest (sign-in too). Charts load with their pages.
  // The kit's carousel with embla, for the pages that slide (the product page, the carousel's demo).
  {
    name: 'carousel',
    // Not embla's fade plugin, which only the swiper demo uses.
    test: (id: string) =>
      /[\\/]src[\\/]ui[\\/]carousel[\\/]/.test(id) || nm('embla-carousel(?:-react|-reactive-utils)?').test(id),
    priority: 14,
  },
  // The kit's combobox with downshift (and the prop-types it brings): one file for the forms that suggest.
  {
    name: 'combobox',
    test: (id: string) =>
      // Not the multiple choice's own parts, which stay with the few forms that choose several.
      (/[\\/]src[\\/]ui[\\/]combobox[\\/]/.test(id) && !/(?:MultiCombobox\.tsx|multiParts\.ts)$/.test(id)) ||
      // Babel's object helpers, which only downshift takes here.
      nm('downshift|prop-types|compute-scroll-into-view|@babel[\\\\/]runtime').test(id),
    priority: 14,
  },
  // The tabs: navigation rather than a form control, with a chunk of their own.
  {
    name: 'design-system-tabs',
    test: (id: string) => /[\\/]src[\\/]ui[\\/]tabs[\\/]/.test(id) || nm('@radix-ui[\\\\/]react-tabs').test(id),
    priority: 13.6,
  },
  // See radixShared above.
  {
    name: 'radix-shared',
    test: nm(`@radix-ui[\\\\/]react-(${radixShared})`),
    priority: 13.5,
  },
  // The kit components only the demo pages draw (accordion, collapse, divider, list group, nav,
  // timeline) and their Radix parts: one chunk the demo pages share, which no other page fetches.
  {
    name: 'design-system-showcase',
    test: (id: string) =>
      /[\\/]src[\\/]ui[\\/](?:accordion|divider|list-group|nav|timeline)[\\/]|[\\/]src[\\/]ui[\\/]disclosure[\\/]Collapse\.tsx$/.test(
        id,
      ) || nm('@radix-ui[\\\\/]react-(?:accordion|collapsible)').test(id),
    priority: 13,
  },
  // The kit components only the extension and form pages (and a few others) draw, a chunk each with
  // its Radix part (`design-system-slider`; see extensionKit below). A page fetches only the ones it
  // draws.
  {
    name: (id: string) =>
      `design-system-${new RegExp(`[\\\\/]src[\\\\/]ui[\\\\/](${extensionKit})[\\\\/]`).exec(id)?.[1] ?? nm(`@radix-ui[\\\\/]react-(${extensionKit})`).exec(id)?.[2]}`,
    test: (id: string) =>
      (new RegExp(`[\\\\/]src[\\\\/]ui[\\\\/](?:${extensionKit})[\\\\/]`).test(id) && !alertDialogHook.test(id)) ||
      nm(`@radix-ui[\\\\/]react-(?:${extensionKit})`).test(id),
    priority: 13,
  },
  // The pagination: the lists' and data tables' part, which the dashboards do not draw.
  {
    name: 'design-system-pagination',
    test: /[\\/]src[\\/]ui[\\/]pagination[\\/]/,
    priority: 12,
  },
  {
    name: 'design-system-forms',
    test: (id: string) =>
      new RegExp(`[\\\\/]src[\\\\/]ui[\\\\/](${radixFormControls})[\\\\/]`).test(id) ||
      nm(`@radix-ui[\\\\/]react-(${radixFormControls})`).test(id),
    priority: 12,
  },
  // The frame and parts of the app screens (mailbox, tasks, calendar), which the dashboards and the
  // sign-in page do not draw. The day picker's calendar stays apart, with react-day-picker.
  {
    name: 'design-system-apps',
    test: /[\\/]src[\\/]ui[\\/](app-frame|side-nav|star-toggle|date-field[\\/](?!DayCalendar))/,
    priority: 12,
  },
  // Floating UI, which places the overlays' panels and the tour's tooltips (react-joyride): a chunk
  // of its own, so the tour does not fetch every Radix overlay.
  { name: 'floating-ui', test: nm('@floating-ui'), priority: 11.5 },
  {
    name: 'design-system-overlays',
    test: (id: string) =>
      lazyOverlayModules.test(id) ||
      (nm('@radix-ui').test(id) &&
        // The toolbar and its toggles stay with the page that draws them (the buttons' demo).
        !nm(
          `@radix-ui[\\\\/](?:react-(?:${radixBasics}|${radixAtOnce}|toolbar|toggle-group|toggle|separator)|primitive|number)`,
        ).test(id)) ||
      nm(
        '@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es',
      ).test(id),
    priority: 11,
  },
  {
    name: 'design-system',
    test: (id: string) =>
      (/[\\/]src[\\/]ui[\\/]/.test(id) &&
        // Charts load with their pages; the toasts' area (and react-toastify) with the first toast;
        // the rich-text editor (and Tiptap: all of editor/ but its lazy front) when it is first drawn; the day picker's calendar (and
        // react-day-picker) when a date field first opens it; the copy button with the few pages that
        // copy; the combobox (and downshift) with the forms that suggest.
        !alertDialogHook.test(id) &&
        !/[\\/]src[\\/]ui[\\/](chart[\\/]|toast[\\/]ToastArea|editor[\\/](?!Editor\.tsx)|date-field[\\/]DayCalendar|copy-button[\\/]|combobox[\\/])/.test(
          id,
        )) ||
      nm(`@radix-ui[\\\\/]react-(${radixAtOnce})`).test(id),
    priority: 10,
  },
];

/** The alert dialog's hook stays with the pages that ask (the dialog itself loads on the first ask). */
const alertDialogHook = /[\\/]src[\\/]ui[\\/]alert-dialog[\\/](?:useAlertDialog\.tsx|focusedOutside\.ts)$/;

const iconFiles = iconFileSets(fileURLToPath(new URL('.', import.meta.url)));
/** `…/lucide-react/dist/esm/icons/grip-vertical.mjs` → `grip-vertical`. */
const iconFile = (id: string) => /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/.exec(id)?.[1] ?? '';

/**
 * The kit's folders that only the extension and form pages (and a few others) use: the alert
 * dialog, the slider, the context menu, the rating, the print sheet, the input group, the number
 * input, the file drop (with react-dropzone), the time field, the colour picker and the stepper.
 */
const extensionKit =
  'alert-dialog|slider|context-menu|rating|print-sheet|input-group|number-input|file-drop|time-field|color-picker|stepper';

/**
 * The entry (src/app/main.tsx) waits for the first paint, then imports the app (src/app/start.tsx).
 * Its modules are listed in index.html as preloads, so they download while the loading screen paints
 * instead of after it. They are fetched at low priority: the loading screen paints without them, and
 * a high-priority script download that happens to finish before that paint counts as holding it
 * (Lighthouse's page-load model does), which added up to 1.5 s to the measured first paint.
 */
function preloadApp(): Plugin {
  let base = '/';
  return {
    name: 'preload-app',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start.tsx'));
        if (!start) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
        };
        visit(start.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), themeVariablesInHtml(), preloadApp(), lucideIcons(fileURLToPath(new URL('.', import.meta.url)))],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // msw's mock cookie store, without tough-cookie's ~55 KB gzip public-suffix data (see the file).
      { find: 'tough-cookie', replacement: fileURLToPath(new URL('./src/mocks/cookieJar.ts', import.meta.url)) },
      // React Router's package points every bundler at its development build (extra checks and
      // warnings on every navigation and render); a production build takes its production build.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    target: 'es2022',
    // The size script reads this to report each chunk and the entry's total.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group holds only its matches; what they import from elsewhere stays where it was.
          includeDependenciesRecursively: false,
          groups: chunkGroups,
        },
      },
    },
  },
}));
