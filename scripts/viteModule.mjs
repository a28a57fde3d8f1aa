// Loads a TypeScript module of the app through Vite (so `@/` aliases and JSON imports work in Node)
// and hands it to `run`; the Vite server is closed afterwards. Used by `openapi` and `bench:server`.
import { createServer } from 'vite';

export async function withViteModule(path, run) {
  const vite = await createServer({
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await run(await vite.ssrLoadModule(path));
  } finally {
    await vite.close();
  }
}
