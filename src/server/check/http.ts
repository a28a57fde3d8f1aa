export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Query = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

/** One request: a concrete path (parameters filled in), its query and body, and whose token. */
export type Request = {
  method: Method;
  path: string;
  query?: Query;
  body?: unknown;
  /** `null`: no Authorization header; a string: that bearer token; absent: the session's. */
  token?: string | null;
};

export type Answer = { status: number; body: unknown };

const TIMEOUT_MS = 15_000;

export function urlOf(base: string, path: string, query: Query = {}): string {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url.href;
}

/** Calls the server under check; a body that is not JSON comes back as its text. */
export async function send(base: string, request: Request, sessionToken: string | undefined): Promise<Answer> {
  const token = request.token === undefined ? sessionToken : request.token;
  const response = await fetch(urlOf(base, request.path, request.query), {
    method: request.method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the schema check reports it as the string it is.
  }
  return { status: response.status, body };
}
