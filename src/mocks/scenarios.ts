import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { DomainHandler } from './router/DomainHandler';
import type { Route } from './router/table';

/**
 * Network scenarios a story applies to one domain, keeping its routes (methods and paths) and
 * replacing the answer: `msw: { handlers: { users: scenarios.loading(usersHandlers) } }`. They take
 * the demo server's domain handlers, or plain msw `http` handlers.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
// Generic in the route type: a handler of the demo server's own routes is not one of bare Routes.
type Handlers<R extends Route> = readonly (HttpHandler | DomainHandler<R>)[];
type Answer = () => Response | undefined | Promise<Response | undefined>;

function sameRoutes<R extends Route>(handlers: Handlers<R>, answer: Answer): (HttpHandler | DomainHandler<R>)[] {
  return handlers.map((handler) => {
    if (handler instanceof DomainHandler) return handler.answering(answer);
    const { method, path } = handler.info;
    const key = typeof method === 'string' ? (method.toLowerCase() as Method) : undefined;
    return key && key in http ? http[key](path, answer) : http.all(path, answer);
  });
}

export const scenarios = {
  /** Requests never answer: the screen stays in its loading state. */
  loading: <R extends Route>(handlers: Handlers<R>) =>
    sameRoutes(handlers, async () => {
      await delay('infinite');
      return undefined;
    }),

  /** Every request fails with a 500 and a JSON message. */
  serverError: <R extends Route>(handlers: Handlers<R>, message = 'The server could not handle the request.') =>
    sameRoutes(handlers, () => HttpResponse.json({ error: message }, { status: 500 })),

  /** The request never reaches a server (offline, DNS, CORS). */
  networkError: <R extends Route>(handlers: Handlers<R>) => sameRoutes(handlers, () => HttpResponse.error()),

  /** The real demo handlers, answering after `ms`: the delay handler falls through to them. */
  slow: <R extends Route>(handlers: Handlers<R>, ms = 1500) => [
    ...sameRoutes(handlers, async () => {
      await delay(ms);
      return undefined;
    }),
    ...handlers,
  ],

  /** The real routes answering a fixed body (an empty list, a chosen record). */
  respondWith: <R extends Route>(handlers: Handlers<R>, body: unknown, status = 200) =>
    sameRoutes(handlers, () => HttpResponse.json(body as Record<string, unknown>, { status })),
};
