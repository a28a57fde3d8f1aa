// `npm run openapi`: writes docs/openapi.json, the demo server's contract as OpenAPI 3.1, generated
// from the zod schemas in src/lib/api. A unit test fails when the committed file is out of date.
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { withViteModule } from './viteModule.mjs';

const doc = await withViteModule('/src/lib/api/openapi.ts', ({ buildOpenApi }) => buildOpenApi());
const file = new URL('../docs/openapi.json', import.meta.url);
const options = await prettier.resolveConfig(file);
writeFileSync(file, await prettier.format(JSON.stringify(doc, null, 2), { ...options, filepath: file.pathname }));
const operations = Object.values(doc.paths).reduce((n, path) => n + Object.keys(path).length, 0);
console.log(`wrote docs/openapi.json: ${operations} operations, ${Object.keys(doc.components.schemas).length} schemas`);
