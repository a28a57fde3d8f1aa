import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type { ApiErrorBody } from '@/lib/api/errors';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: HttpResponse<ApiErrorBody> };

export function errorResponse(status: number, error: ApiErrorBody['error'], issues?: ApiErrorBody['issues']) {
  return HttpResponse.json<ApiErrorBody>(issues ? { error, issues } : { error }, { status });
}

function invalid(zodError: z.ZodError): HttpResponse<ApiErrorBody> {
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

export function parseQuery<S extends z.ZodType>(request: Request, schema: S): Parsed<z.output<S>> {
  const result = schema.safeParse(searchParamsObject(new URL(request.url)));
  return result.success ? { ok: true, data: result.data } : { ok: false, response: invalid(result.error) };
}

/** Path parameters (`/products/:id`). */
export function parseParams<S extends z.ZodType>(params: Record<string, unknown>, schema: S): Parsed<z.output<S>> {
  const result = schema.safeParse(params);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: invalid(result.error) };
}

export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: errorResponse(400, 'Invalid request. The body must be JSON.') };
  }
  const result = schema.safeParse(body);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: invalid(result.error) };
}

export const notFound = (what: string) => errorResponse(404, `${what} not found`);
