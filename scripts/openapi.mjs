// `npm run openapi`: writes docs/openapi.json, the demo server's contract as OpenAPI 3.1, and the
// endpoint tables of docs/demo-api.md, both generated from src/lib/api (the endpoints and their zod
// schemas). A unit test fails when either committed file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { withViteModule } from './viteModule.mjs';

const format = async (file, text) =>
  prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file.pathname });

const doc = await withViteModule('/src/lib/api/openapi.ts', ({ buildOpenApi }) => buildOpenApi());
const openApiFile = new URL('../docs/openapi.json', import.meta.url);
writeFileSync(openApiFile, await format(openApiFile, JSON.stringify(doc, null, 2)));
const operations = Object.values(doc.paths).reduce((n, path) => n + Object.keys(path).length, 0);
console.log(`wrote docs/openapi.json: ${operations} operations, ${Object.keys(doc.components.schemas).length} schemas`);

const guideFile = new URL('../docs/demo-api.md', import.meta.url);
const guide = await withViteModule('/src/lib/api/apiDoc.ts', ({ renderDemoApiDoc }) =>
  renderDemoApiDoc(readFileSync(guideFile, 'utf8')),
);
writeFileSync(guideFile, await format(guideFile, guide));
console.log('wrote the endpoint tables of docs/demo-api.md');
