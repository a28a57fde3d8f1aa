import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import * as z from '@/lib/api/zod';
import { accessOf } from '@/lib/api/access';
import { endpoints } from '@/lib/api/endpoints';
import { renderDemoApiDoc } from '@/lib/api/apiDoc';
import { buildOpenApi } from '@/lib/api/openapi';
import { get, post, withDemoServer } from '@/test/demoServer';
import { servedRoutes } from './index';

withDemoServer();

const doc = buildOpenApi();

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes exactly the routes the demo server answers', () => {
    const documented = endpoints.map(
      (e) => `${e.method.toUpperCase()} */${e.path.slice(1).replace(/\{(\w+)\}/g, ':$1')}`,
    );
    const served = servedRoutes().map((r) => `${r.method} */${r.path.slice(1)}`);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...served].sort());
  });

  it('documents who may call each route as the demo server checks it', () => {
    const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
    const documented = Object.fromEntries(endpoints.map((e) => [key(e.method, e.path), accessOf(e)]));
    const served = Object.fromEntries(servedRoutes().map((r) => [key(r.method, r.path), r.access]));
    expect(documented).toEqual(served);
  });

  it('the endpoint tables of the committed docs/demo-api.md are up to date (run `npm run openapi`)', async () => {
    const file = new URL('../../docs/demo-api.md', import.meta.url);
    const committed = readFileSync(file, 'utf8');
    const options = await prettier.resolveConfig(file);
    const rendered = await prettier.format(renderDemoApiDoc(committed), { ...options, filepath: file.pathname });
    expect(rendered).toBe(committed);
  });

  it('the committed docs/openapi.json is up to date (run `npm run openapi`)', () => {
    const committed: unknown = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('answers match the documented response schemas', async () => {
    // Every GET without required parameters, checked against the schema of its 200.
    const simple = endpoints.filter(
      (e) => e.method === 'get' && !e.params && !(e.query && !e.query.safeParse({}).success),
    );
    expect(simple.length).toBeGreaterThan(0);
    for (const endpoint of simple) {
      const { status, body } = await get(endpoint.path);
      expect(status, endpoint.path).toBe(200);
      const schema = endpoint.responses[200]!.schema!;
      const parsed = schema.safeParse(body);
      expect(parsed.success ? [] : z.prettifyError(parsed.error), endpoint.path).toEqual([]);
    }
    // A failure has the documented error shape.
    const failed = await post('/jwt/login', { email: 42 });
    expect(failed.status).toBe(400);
    expect(endpoints.find((e) => e.path === '/jwt/login')!.responses[400]!.schema!.safeParse(failed.body).success).toBe(
      true,
    );
  });
});
