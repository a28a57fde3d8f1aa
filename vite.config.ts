import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), themeVariablesInHtml()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // msw's mock cookie store, without tough-cookie's ~55 KB gzip public-suffix data (see the file).
      'tough-cookie': fileURLToPath(new URL('./src/mocks/cookieJar.ts', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    // The size script reads this to report each chunk and the entry's total.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Chart.js and ApexCharts each in a chunk of its own, loaded only by the pages that draw with it;
          // what a library imports from elsewhere (React) stays where it was. Recharts needs no group: one
          // page uses it, so it lands in that page's chunk (split from its redux and d3 parts, it breaks).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'chartjs', test: /[\\/]node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/ },
            { name: 'apexcharts', test: /[\\/]node_modules[\\/](apexcharts|react-apexcharts)[\\/]/ },
          ],
        },
      },
    },
  },
});
