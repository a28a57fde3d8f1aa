// `npm run openapi`: writes docs/openapi.json, the demo server's contract as OpenAPI 3.1, generated
// from the zod schemas in src/lib/api (through Vite, so the app's aliases apply). A unit test fails
// when the committed file is out of date.
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { createServer } from 'vite';

const vite = await createServer({
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { buildOpenApi } = await vite.ssrLoadModule('/src/lib/api/openapi.ts');
  const doc = buildOpenApi();
  const file = new URL('../docs/openapi.json', import.meta.url);
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(JSON.stringify(doc, null, 2), { ...options, filepath: file.pathname }));
  console.log(
    `wrote docs/openapi.json: ${Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0)} operations, ${Object.keys(doc.components.schemas).length} schemas`,
  );
} finally {
  await vite.close();
}
