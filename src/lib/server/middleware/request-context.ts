import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'astro';
import { clientAddressOf } from '../http/client-address';
import { logger } from '../logger';
import { runInRequestScope } from '../log/request-scope';

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
      logger().info(
        {
          method: context.request.method,
          route: context.routePattern || context.url.pathname,
          path: context.url.pathname,
          status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          memberId: auth?.organizationId,
          userId: auth?.userId,
          operatorId: context.locals.operator?.operatorId,
        },
        'request',
      );
    }
  });
};

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
