import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
          // Each chart library in a chunk of its own, loaded only by the pages that draw with it; what a
          // library imports from elsewhere (React) stays where it was, not pulled into the library's chunk.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'chartjs', test: /[\\/]node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/ },
            { name: 'apexcharts', test: /[\\/]node_modules[\\/](apexcharts|react-apexcharts)[\\/]/ },
            { name: 'recharts', test: /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|@reduxjs|immer|reselect|redux|react-redux|es-toolkit|decimal\.js-light|eventemitter3)[\\/]/ },
          ],
        },
      },
    },
  },
});
