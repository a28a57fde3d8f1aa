import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { loadEnv, type Plugin } from 'vite';
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
 * Whether a build has the in-browser demo server: `VITE_DEMO_SERVER=on` or `off`. Unset, it is on,
 * unless `VITE_API_URL` names a backend (the demo server would answer the calls meant for it).
 */
export function demoServerSetting(env: Record<string, string | undefined>): 'on' | 'off' {
  const { VITE_DEMO_SERVER: setting, VITE_API_URL: apiUrl } = env;
  if (setting !== undefined && setting !== 'on' && setting !== 'off')
    throw new Error(`VITE_DEMO_SERVER must be "on" or "off", not "${setting}".`);
  if (setting === 'on' && apiUrl)
    throw new Error(
      `VITE_DEMO_SERVER=on with VITE_API_URL=${apiUrl}: the demo server would answer the calls meant for that backend.`,
    );
  return setting ?? (apiUrl ? 'off' : 'on');
}

/**
 * Serves `demoServiceWorker.js` from the root, where its scope is the whole app: bundled by the dev
 * server when first asked for and again after a file changes (the browser asks on each reload, so an
 * edited handler is live after one), and written beside index.html by the build. With the demo
 * server off, there is no worker, and `import.meta.env.VITE_DEMO_SERVER` is the constant `'off'`, so
 * the build leaves the code that would start it out, with the chunks it would load (msw, the
 * handlers, the seed data).
 */
export function demoServiceWorker(): Plugin {
  let mode = 'production';
  let base = '/';
  let setting: 'on' | 'off' = 'on';
  return {
    name: 'demo-service-worker',
    config(config, env) {
      setting = demoServerSetting(loadEnv(env.mode, config.envDir || config.root || process.cwd(), 'VITE_'));
      return { define: { 'import.meta.env.VITE_DEMO_SERVER': JSON.stringify(setting) } };
    },
    configResolved(config) {
      ({ mode, base } = config);
    },
    configureServer(server) {
      if (setting === 'off') return;
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
      if (setting === 'off') return;
      this.emitFile({ type: 'asset', fileName: DEMO_WORKER_SCRIPT, source: await bundle(mode) });
    },
  };
}
