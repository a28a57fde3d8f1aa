import { HttpResponse, type HttpResponseResolver, type JsonBodyType } from 'msw';
import type * as z from '@/lib/api/zod';
import type { ApiErrorBody } from '@/lib/api/errors';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: HttpResponse<ApiErrorBody> };

export function errorResponse(status: number, error: ApiErrorBody['error'], issues?: ApiErrorBody['issues']) {
  return HttpResponse.json<ApiErrorBody>(issues ? { error, issues } : { error }, { status });
}

function invalid(zodError: z.core.$ZodError): HttpResponse<ApiErrorBody> {
  const issues = zodError.issues.map((issue) => ({
    path: issue.path.join('.') || '(body)',
    message: issue.message,
  }));
  const summary = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
  return errorResponse(400, `Invalid request. ${summary}`, issues);
}

/** Query parameters as an object; a repeated key becomes an array. */
export function searchParamsObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0]!;
  }
  return out;
}

function validate<S extends z.ZodMiniType>(schema: S, value: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: invalid(result.error) };
}

export const parseQuery = <S extends z.ZodMiniType>(request: Request, schema: S) =>
  validate(schema, searchParamsObject(new URL(request.url)));

/** Path parameters (`/products/:id`). */
export const parseParams = <S extends z.ZodMiniType>(params: Record<string, unknown>, schema: S) =>
  validate(schema, params);

export async function parseBody<S extends z.ZodMiniType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: errorResponse(400, 'Invalid request. The body must be JSON.') };
  }
  return validate(schema, body);
}

export const notFound = (what: string) => errorResponse(404, `${what} not found`);

/**
 * A JSON answer in which some members arrive already serialized: a table's `allData`, cached until
 * the table changes, is spliced in rather than stringified again on every call.
 */
export function jsonWithSerialized(members: Record<string, unknown>, serialized: Record<string, string>) {
  const parts = [
    ...Object.entries(members).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`),
    ...Object.entries(serialized).map(([key, json]) => `${JSON.stringify(key)}:${json}`),
  ];
  return new HttpResponse(`{${parts.join(',')}}`, { headers: { 'Content-Type': 'application/json' } });
}

/** A resolver that answers 200 with what `read` gives: for the routes that take no input. */
export const answerWith =
  (read: () => Promise<JsonBodyType>): HttpResponseResolver =>
  async () =>
    HttpResponse.json(await read());
