import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { demoServiceWorker } from './src/mocks/serviceWorkerBuild.ts';
import { themeCss } from './src/ui/theme/cssVariables.ts';

const path = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** index.html paints the loading screen before any script runs, in the theme's colours (every skin). */
const themeVariablesInHtml = (): Plugin => ({
  name: 'theme-variables-in-html',
  transformIndexHtml: (html) =>
    html.replace('<style data-theme-variables></style>', `<style data-theme-variables>${themeCss}</style>`),
});

/**
 * The entry (src/app/main.tsx) imports src/app/start.tsx after the first paint. Start's files are
 * listed as low-priority preloads, so they download while the loading screen paints (at high priority,
 * Lighthouse counted them as holding that paint). Without them the sign-in page's largest paint came
 * 0.6 s later (Lighthouse, median of three runs).
 */
function preloadApp(): Plugin {
  let base = '/';
  return {
    name: 'preload-app',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start.tsx'));
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(visit);
        };
        if (start) visit(start.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** What every page runs: one file, 4 KB gzip less a page than split (measured), cached across releases. */
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|styled-components|stylis|i18next|react-i18next)[\\/]/;

export default defineConfig(({ command }) => ({
  plugins: [react(), themeVariablesInHtml(), preloadApp(), demoServiceWorker()],
  resolve: {
    alias: [
      { find: '@', replacement: path('./src') },
      // msw's cookie store without tough-cookie's public-suffix list (~55 KB gzip; see the file).
      { find: 'tough-cookie', replacement: path('./src/mocks/cookieJar.ts') },
      // The package points bundlers at its development build; a production build takes the other.
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: path('./node_modules/react-router/dist/production/index.mjs') }]
        : []),
    ],
  },
  build: {
    target: 'es2022',
    // scripts/size.mjs reads it.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Otherwise Rolldown splits by route, and runs modules in order (no group leaves its dependencies
    // out, which would need strictExecutionOrder: up to 21 KB gzip more a page). docs/ARCHITECTURE.md.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: framework }] } } },
  },
}));
