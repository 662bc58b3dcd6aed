import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'astro';
import { clientAddressOf } from '../http/client-address';
import { logger } from '../logger';
import { runInRequestScope } from '../log/request-scope';
import { PROBE_PATHS } from './path-group';
import { recordRequest } from '../metrics/record';

export const requestContext: MiddlewareHandler = (context, next) => {
  context.locals.requestId = randomUUID();
  context.locals.clientIp = clientAddressOf(
    context.request.headers.get('x-forwarded-for'),
    () => context.clientAddress,
  );
  const requestId = context.locals.requestId;
  return runInRequestScope({ requestId }, async () => {
    const started = performance.now();
    let status = 500;
    try {
      const response = withRequestId(await next(), requestId);
      status = response.status;
      return response;
    } finally {
      // One line per request, written when the answer's head is ready; identifiers only, never bodies or cookies.
      const auth = context.locals.auth;
      const ms = performance.now() - started;
      // The metrics' route is the pattern only: an address matching no route is one series, not one per path.
      recordRequest(
        context.request.method,
        routeOf(context.routePattern, context.url.pathname, '(no route)'),
        status,
        ms / 1000,
      );
      logger().info(
        {
          method: context.request.method,
          route: routeOf(context.routePattern, context.url.pathname),
          path: context.url.pathname,
          status,
          durationMs: Math.round(ms * 10) / 10,
          memberId: auth?.organizationId,
          userId: auth?.userId,
          operatorId: context.locals.operator?.operatorId,
        },
        'request',
      );
    }
  });
};

/**
 * The route a request line names. The probes match no page (Astro's pattern for them is its 404
 * route's): they are their own routes.
 */
function routeOf(pattern: string | undefined, pathname: string, unmatched = pathname): string {
  if (PROBE_PATHS.includes(pathname)) return pathname;
  return pattern || unmatched;
}

/** The id goes back in X-Request-Id so that support can find the request's log lines. */
function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set('x-request-id', requestId);
    return response;
  } catch {
    // Headers of some responses (redirects, fetched) are immutable: copy them.
    const headers = new Headers(response.headers);
    headers.set('x-request-id', requestId);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
