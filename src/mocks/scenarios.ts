import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/**
 * Network scenarios a story applies to one domain, keeping each handler's method and path:
 * `msw: { handlers: { users: scenarios.loading(usersHandlers) } }`.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

function sameRoutes(handlers: readonly HttpHandler[], resolver: Parameters<typeof http.all>[1]): HttpHandler[] {
  return handlers.map((handler) => {
    const { method, path } = handler.info;
    const key = typeof method === 'string' ? (method.toLowerCase() as Method) : undefined;
    return key && key in http ? http[key](path, resolver) : http.all(path, resolver);
  });
}

export const scenarios = {
  /** Requests never answer: the screen stays in its loading state. */
  loading: (handlers: readonly HttpHandler[]) =>
    sameRoutes(handlers, async () => {
      await delay('infinite');
    }),

  /** Every request fails with a 500 and a JSON message. */
  serverError: (handlers: readonly HttpHandler[], message = 'The server could not handle the request.') =>
    sameRoutes(handlers, () => HttpResponse.json({ error: message }, { status: 500 })),

  /** The request never reaches a server (offline, DNS, CORS). */
  networkError: (handlers: readonly HttpHandler[]) => sameRoutes(handlers, () => HttpResponse.error()),

  /** The real demo handlers, answering after `ms`: the delay handler falls through to them. */
  slow: (handlers: readonly HttpHandler[], ms = 1500) => [
    ...sameRoutes(handlers, async () => {
      await delay(ms);
    }),
    ...handlers,
  ],

  /** The real routes answering a fixed body (an empty list, a chosen record). */
  respondWith: (handlers: readonly HttpHandler[], body: unknown, status = 200) =>
    sameRoutes(handlers, () => HttpResponse.json(body as Record<string, unknown>, { status })),
};
