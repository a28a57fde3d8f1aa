import * as z from './zod';
import { accessOf, type Access } from './access';
import { endpoints, namedInputs, namedSchemas, type Endpoint } from './endpoints';
import { apiErrorBody } from './schemas/common';

/**
 * The demo server's contract as an OpenAPI 3.1 document, generated from the zod schemas that the
 * client and the demo server share. `npm run openapi` writes it to docs/openapi.json.
 */
type JsonSchema = Record<string, unknown>;

const uri = (id: string) => `#/components/schemas/${id}`;

/** Drops what zod adds per schema ($schema, $id) and JavaScript's safe-integer bounds, which say nothing. */
function clean<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clean) as T;
  if (!value || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$schema' || key === '$id') continue;
    if ((key === 'maximum' || key === 'minimum') && Math.abs(child as number) === Number.MAX_SAFE_INTEGER) continue;
    out[key] = clean(child);
  }
  return out as T;
}

const pascal = (text: string) =>
  text
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
export const operationId = (endpoint: Endpoint) => `${endpoint.method}${pascal(endpoint.path.replace(/:/g, ''))}`;

/** OpenAPI writes a path's parameters in braces: `/cart/:id` → `/cart/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** `GetAppsInvoiceInvoicesResponse`, `PostAppsTodoAddTasksCreated`, `…NotFound`. */
const responseName = (status: string) =>
  ({
    '200': 'Response',
    '201': 'Created',
    '400': 'Invalid',
    '401': 'Unauthorized',
    '403': 'Forbidden',
    '404': 'NotFound',
    '409': 'Conflict',
  })[status] ?? status;

function parameters(schema: z.ZodMiniObject | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => {
    const type = field as z.ZodMiniType;
    const json = clean(z.toJSONSchema(type, { io: 'input', unrepresentable: 'any' })) as JsonSchema;
    const description = (json.description as string | undefined) ?? z.globalRegistry.get(type)?.description;
    delete json.description;
    return {
      name,
      in: where,
      required: where === 'path' || !type.safeParse(undefined).success,
      ...(description ? { description } : {}),
      schema: json,
      ...(json.type === 'array' ? { style: 'form', explode: true } : {}),
    };
  });
}

/** Beyond the original brief: who may call an operation, and the answers for those who may not. */
function guarded(access: Access): Pick<Endpoint, 'responses'> & { note?: string } {
  if (access === 'public') return { responses: {} };
  const unauthorized = {
    401: {
      description: 'No access token, or one that is forged or expired (refresh it and try again).',
      schema: apiErrorBody,
    },
  };
  if (access === 'signedIn')
    return { responses: unauthorized, note: 'Needs a valid access token (any signed-in user).' };
  const needs = access.join(' or ');
  return {
    responses: {
      ...unauthorized,
      403: { description: `The user may not read or manage ${needs}.`, schema: apiErrorBody },
    },
    note: `Needs a valid access token whose user may read ${needs} (a GET) or manage it (a change).`,
  };
}

export function buildOpenApi() {
  const outputs = z.registry<{ id: string }>();
  const inputs = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(namedSchemas)) outputs.add(schema, { id });
  for (const [id, schema] of Object.entries(namedInputs)) inputs.add(schema, { id });

  const named = (registry: typeof outputs, schema: z.ZodMiniType, id: string) => {
    if (!registry.has(schema)) registry.add(schema, { id });
    return { $ref: uri(registry.get(schema)!.id) };
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const id = operationId(endpoint);
    const access = accessOf(endpoint);
    const guard = guarded(access);
    const description = [endpoint.description, guard.note && `${guard.note} (Beyond the brief.)`].filter(Boolean);
    const responses = Object.fromEntries(
      Object.entries({ ...endpoint.responses, ...guard.responses }).map(([status, { description, schema }]) => [
        status,
        {
          description,
          ...(schema
            ? {
                content: {
                  'application/json': {
                    schema: named(outputs, schema, `${id[0]!.toUpperCase()}${id.slice(1)}${responseName(status)}`),
                  },
                },
              }
            : {}),
        },
      ]),
    );
    const path = openApiPath(endpoint.path);
    paths[path] ??= {};
    paths[path]![endpoint.method] = {
      operationId: id,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(description.length ? { description: description.join('\n\n') } : {}),
      // The sign-in calls need no token; every other operation uses the document's bearer scheme.
      ...(access === 'public' ? { security: [] } : { security: [{ bearer: [] }] }),
      ...(endpoint.query || endpoint.params
        ? { parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')] }
        : {}),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: named(inputs, endpoint.body, `${id[0]!.toUpperCase()}${id.slice(1)}Body`),
                },
              },
            },
          }
        : {}),
      responses,
    };
  }

  const schemas = {
    ...z.toJSONSchema(outputs, { uri, io: 'output', unrepresentable: 'any' }).schemas,
    ...z.toJSONSchema(inputs, { uri, io: 'input', unrepresentable: 'any' }).schemas,
  };
  const sortedSchemas = Object.fromEntries(
    Object.entries(schemas)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, schema]) => [name, clean(schema)]),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'Atrium demo server',
      version: '1.0.0',
      description:
        'The in-browser demo server (MSW) that every screen and story talks to. A real backend that answers these calls can replace it: set VITE_API_URL. Errors are JSON: `error` (a message, or messages by field) and, for a rejected request, `issues` naming each field. Beyond the brief, the demo server checks callers as a real backend would: every call but sign-in, registration and account recovery needs `Authorization: Bearer <access token>` (401 when it is missing, forged or expired), and the user the token names needs the ability the operation names (403 otherwise).',
    },
    servers: [{ url: '/', description: 'The demo server, in the browser' }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: sortedSchemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
  };
}
