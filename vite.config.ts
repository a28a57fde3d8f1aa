import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { demoServiceWorker } from './src/mocks/serviceWorkerBuild.ts';
import { brandInHtml, inlineFavicon, preloadApp, themeVariablesInHtml } from './src/app/htmlPlugins.ts';

const path = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** What every page runs: one file, cached across releases of the app. */
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|styled-components|stylis|i18next|react-i18next)[\\/]/;

export default defineConfig(({ command }) => ({
  plugins: [react(), brandInHtml(), themeVariablesInHtml(), inlineFavicon(), preloadApp(), demoServiceWorker()],
  resolve: {
    alias: [
      { find: '@', replacement: path('./src') },
      // Storybook's msw: its cookie store without tough-cookie's public-suffix list (~55 KB gzip; see the file).
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
    // Rolldown splits by route. Two settings, each measured (docs/ARCHITECTURE.md, Loading):
    // the framework in one file, 4 KB gzip less a page than split; and shared chunks under 40 KB of
    // source copied into the chunks that use them (Rolldown keeps one instance of each module, and
    // runs modules in order: strictExecutionOrder comes with it): the invoice list fetches 11 files
    // where it fetched 25 (4.6 KB more), and its Lighthouse score went from 89 to 92.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: framework }],
          experimentalInlineCommonChunks: { maxSize: 40000 },
        },
      },
    },
  },
}));
