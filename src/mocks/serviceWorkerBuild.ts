import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { DEMO_WORKER_SCRIPT } from './workerScript.ts';

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The demo server's service worker (`serviceWorker.ts`) as one classic script: a worker cannot load
 * code on demand, so each domain's module, loaded lazily in Storybook's page, is bundled in.
 * Built apart from the app, so none of its modules shares a chunk with the app's.
 */
async function bundle(mode: string): Promise<string> {
  const build = await rolldown({
    input: source('./serviceWorker.ts'),
    platform: 'browser',
    tsconfig: true,
    // msw's cookie store without tough-cookie's public-suffix list (see the file).
    resolve: { alias: { 'tough-cookie': source('./cookieJar.ts') } },
    transform: {
      define: {
        'import.meta.env.DEV': String(mode === 'development'),
        'process.env.NODE_ENV': JSON.stringify(mode),
      },
    },
  });
  try {
    const { output } = await build.generate({ format: 'iife', minify: mode !== 'development' });
    return output[0].code;
  } finally {
    await build.close();
  }
}

/**
 * Serves `demoServiceWorker.js` from the root, where its scope is the whole app: bundled by the dev
 * server when first asked for and again after a file changes (the browser asks on each reload, so an
 * edited handler is live after one), and written beside index.html by the build.
 */
export function demoServiceWorker(): Plugin {
  let mode = 'production';
  let base = '/';
  let apiUrl: string | undefined;
  return {
    name: 'demo-service-worker',
    configResolved(config) {
      ({ mode, base } = config);
      apiUrl = config.env.VITE_API_URL;
    },
    configureServer(server) {
      let built: Promise<string> | undefined;
      server.watcher.on('all', () => (built = undefined));
      server.middlewares.use(`${base}${DEMO_WORKER_SCRIPT}`, (_request, response, next) => {
        built ??= bundle('development');
        built.then((code) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
    async generateBundle() {
      // Built for a real backend: no demo server.
      if (apiUrl) return;
      this.emitFile({ type: 'asset', fileName: DEMO_WORKER_SCRIPT, source: await bundle(mode) });
    },
  };
}
