/**
 * The error body every demo-server failure uses. `error` is a message, or (as docs/demo-api.md names for login)
 * messages keyed by field; `issues` lists each invalid field of a rejected request.
 */
export type ApiErrorBody = {
  error: string | Record<string, string>;
  issues?: { path: string; message: string }[];
};

export const isApiErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' && value !== null && 'error' in value;
