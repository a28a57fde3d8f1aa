import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { getResponse } from 'msw';
import { allHandlers, resetDb } from '@/mocks';
import { errorResponse } from '@/mocks/http';
import { cookieSession, sessionCookieNames } from './cookieSession';

export type SessionMode = 'bearer' | 'cookie';

export type ApiServerOptions = {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** `bearer`: tokens in the answers, `Authorization` on each call. `cookie`: HttpOnly cookies. */
  session?: SessionMode;
  /** The app's origins: CORS answers them, and a cookie session takes changes only from them. */
  origins?: readonly string[];
  /** Bytes a request body may have (413 beyond). */
  bodyLimit?: number;
  /** Milliseconds a client has to send its whole request (Node answers 408 after). */
  requestTimeout?: number;
  /** One line per request on stdout; `false` for tests. */
  log?: boolean | ((line: string) => void);
};

/**
 * The largest body a screen sends is a blog post with its featured image: up to 1 MB of picture, as
 * a data URL (4/3 of that) inside JSON. Email attachments travel as names and sizes, not bytes.
 */
export const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024;

/** Vite's dev server, its preview, and Storybook, on this machine. */
export const DEFAULT_ORIGINS = ['5173', '4173', '6006'].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/**
 * The demo server's handlers over HTTP: the same route tables, resolvers, services and seed that
 * answer in the browser, reached through msw's `getResponse` instead of a service worker. Hono puts
 * CORS, the body limit, the cookie session and the error shape in front of them.
 */
export function createApiApp({
  session = 'bearer',
  origins = DEFAULT_ORIGINS,
  bodyLimit: maxSize = DEFAULT_BODY_LIMIT,
  log = true,
}: ApiServerOptions = {}) {
  const handlers = allHandlers();
  const write = log === true ? (line: string) => process.stdout.write(`${line}\n`) : log || undefined;
  const app = new Hono();

  if (write)
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      const { pathname, search } = new URL(c.req.url);
      write(`${c.req.method} ${pathname}${search} ${c.res.status} ${(performance.now() - started).toFixed(1)} ms`);
    });

  app.use(
    cors({
      // A cookie session needs the exact origin and credentials; bearer tokens are sent by script
      // only, so any origin may call.
      origin: session === 'cookie' ? [...origins] : '*',
      credentials: session === 'cookie',
      allowHeaders: ['Content-Type', 'Authorization', 'Accept'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    }),
  );
  app.use(
    bodyLimit({
      maxSize,
      // The rest of the body is never read: the connection closes, so no client reuses it.
      onError: () => {
        const response = errorResponse(413, `The request body is larger than the server takes (${maxSize} bytes).`);
        response.headers.set('Connection', 'close');
        return response;
      },
    }),
  );
  if (session === 'cookie') app.use(cookieSession({ origins }));

  app.all('*', async (c) => {
    const response = await getResponse(handlers, c.req.raw);
    return response ?? errorResponse(404, `No endpoint answers ${c.req.method} ${new URL(c.req.url).pathname}.`);
  });

  app.onError((error) => {
    // Hono's CSRF check refuses with a bare 403; anything else is the server's own fault.
    if (error instanceof HTTPException && error.status === 403)
      return errorResponse(
        403,
        "Refused: a change from another site. This server takes changes only from the app's origins.",
      );
    console.error(error);
    return errorResponse(500, 'The server failed to answer this request.');
  });
  return app;
}

/** Starts the HTTP server with a fresh copy of the seed data. */
export async function startApiServer(options: ApiServerOptions = {}) {
  const { port = 8787, host = 'localhost', requestTimeout = 30_000 } = options;
  resetDb();
  const app = createApiApp(options);
  const server = await new Promise<ServerType>((resolve, reject) => {
    const started: ServerType = serve(
      {
        fetch: app.fetch,
        port,
        hostname: host,
        // Node checks for overdue requests every `connectionsCheckingInterval` (30 s by default).
        serverOptions: { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: 1000 },
      },
      () => resolve(started),
    );
    started.once('error', reject);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

export { moveDemoClock } from '@/mocks';
export { sessionCookieNames };
