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
  },
});
