import type { IncomingMessage, ServerResponse } from 'node:http';

/** One HTTP API of the gateway (Auth, REST, Storage), answering every path below its prefix. */
export interface Service {
  /** Where the service lives, as on hosted Supabase: `/auth/v1`, `/rest/v1`. */
  prefix: string;
  /** Paths below the prefix that answer without a project key (Storage's public object addresses). */
  opensWithoutKey?: (path: string) => boolean;
  handle(request: ServiceRequest): Promise<void>;
}

export interface ServiceRequest {
  req: IncomingMessage;
  res: ServerResponse;
  /** The path below the prefix without trailing slashes: `/token`, `/news_items`, or '' for the prefix itself. */
  path: string;
  /** The request URL without the `apikey` parameter (REST would take it for a filter). */
  url: URL;
  /** The project key the gateway has already checked; the anon key for a path that opens without one. */
  apiKey: string;
  /** CORS headers for the request's origin, for every answer. */
  cors: Record<string, string>;
}

/** The service a request path belongs to, and the path below its prefix; undefined when none does. */
export function findService(
  services: readonly Service[],
  pathname: string,
): { service: Service; path: string } | undefined {
  for (const service of services) {
    if (pathname !== service.prefix && !pathname.startsWith(`${service.prefix}/`)) continue;
    return { service, path: pathname.slice(service.prefix.length).replace(/\/+$/, '') };
  }
  return undefined;
}

/** One endpoint of a service: a method and a path of literal segments and `:name` parameters. */
export interface Route<Handler> {
  method: string;
  /** Such as `/admin/users/:id`; a parameter stands for one whole, non-empty segment. */
  path: string;
  handler: Handler;
}

export interface RouteMatch<Handler> {
  handler: Handler;
  /** Parameter values as they stand in the path, still percent-encoded: each service decodes them its way. */
  params: Record<string, string>;
}

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] ?? '';
    if (part.startsWith(':') && segment !== '') params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}

/** The first route of the table for this method and path, with its parameters. */
export function matchRoute<Handler>(
  routes: readonly Route<Handler>[],
  method: string,
  path: string,
): RouteMatch<Handler> | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchPath(route.path, path);
    if (params) return { handler: route.handler, params };
  }
  return undefined;
}
