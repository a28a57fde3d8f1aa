import { RequestHandler, type ResponseResolver } from 'msw';
import type { Route, RouteMatch, RouteTable } from './table';

/** What a domain's resolver receives besides the request: msw's `params`, and the route it matched. */
export type DomainExtras<R extends Route> = {
  params: Record<string, string>;
  /** Always empty: the demo server authenticates by the Authorization header, never by cookie. */
  cookies: Record<string, string>;
  route: R;
};

export type DomainResolver<R extends Route> = ResponseResolver<DomainExtras<R>>;

type Info<R extends Route> = { header: string; domain: string; table: RouteTable<R> };
type Parsed<R extends Route> = RouteMatch<R> | undefined;

/**
 * Method and path of each request, worked out once: msw asks every domain handler about every
 * request (scripts and images too), and each would otherwise parse the URL again.
 */
const targets = new WeakMap<Request, { method: string; pathname: string }>();

function targetOf(request: Request) {
  let target = targets.get(request);
  if (!target) {
    target = { method: request.method.toUpperCase(), pathname: new URL(request.url).pathname };
    targets.set(request, target);
  }
  return target;
}

const noCookies: Record<string, string> = Object.freeze({});

/**
 * One msw handler for a whole domain: it answers the requests its route table matches, at any
 * origin (the same handlers serve the browser, Storybook and msw/node), in one lookup. Unlike
 * msw's HttpHandler it never reads cookies, and its cost does not grow with the number of routes.
 */
export class DomainHandler<R extends Route = Route> extends RequestHandler<Info<R>, Parsed<R>, DomainExtras<R>> {
  constructor(domain: string, table: RouteTable<R>, resolver: DomainResolver<R>) {
    super({ info: { header: `domain ${domain}`, domain, table }, resolver });
  }

  /** The same routes answered another way: what a story's network scenario needs. */
  answering(resolver: DomainResolver<R>): DomainHandler<R> {
    return new DomainHandler(this.info.domain, this.info.table, resolver);
  }

  get routes(): readonly R[] {
    return this.info.table.routes;
  }

  /** The route of this domain that answers `request`, with its params, or nothing. */
  matchRequest(request: Request): Parsed<R> {
    const { method, pathname } = targetOf(request);
    return this.info.table.match(method, pathname);
  }

  override async parse({ request }: { request: Request }): Promise<Parsed<R>> {
    return this.matchRequest(request);
  }

  predicate({ parsedResult }: { parsedResult: Parsed<R> }): boolean {
    return parsedResult !== undefined;
  }

  protected override extendResolverArgs({ parsedResult }: { parsedResult: Parsed<R> }): DomainExtras<R> {
    // Only called after predicate() matched, so the route is there.
    const { route, params } = parsedResult!;
    return { params, cookies: noCookies, route };
  }

  log({ request, response }: { request: Request; response: Response }): void {
    // The same one line per answer msw prints for its own handlers (unless started `quiet`).
    // eslint-disable-next-line no-console
    console.log(
      `[MSW] ${request.method} ${request.url} (${response.status} ${response.statusText}) ${this.info.header}`,
    );
  }
}
