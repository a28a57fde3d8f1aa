// Loads a TypeScript module of the app through Vite (so `@/` aliases and JSON imports work in Node).
// `withViteModule` hands it to `run` and closes Vite afterwards (`openapi`, `bench:server`);
// `loadViteModule` keeps Vite open for a server whose handlers load their modules on first call
// (`api`).
import { createServer } from 'vite';

export async function loadViteModule(path) {
  const vite = await createServer({
    appType: 'custom',
    logLevel: 'error',
    // No file watching and no HMR: the module graph is loaded once and served as it is.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return { module: await vite.ssrLoadModule(path), close: () => vite.close() };
}

export async function withViteModule(path, run) {
  const { module, close } = await loadViteModule(path);
  try {
    return await run(module);
  } finally {
    await close();
  }
}
