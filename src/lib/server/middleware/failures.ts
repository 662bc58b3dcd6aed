import { answersAsApi, pathGroupOf } from './path-group';
import type { APIContext, MiddlewareHandler } from 'astro';
import { appErrorOf, errorResponse, instanceOf } from '../http/respond';
import { logger } from '../logger';

/** Where a page that failed is rendered instead: the 503 page while the database is away, else the 500 page. */
const UNAVAILABLE_PAGE = '/unavailable';
const ERROR_PAGE = '/500';

/*
 * Anything the rest of the chain throws (a middleware reading the session, a page's frontmatter)
 * is answered here rather than by Astro, which would print it as a plain-text stack on stdout and,
 * for an API path, answer with the HTML 500 page. Logged once as a JSON line (SQL text and error
 * code only); an API path gets the one error shape with its requestId, a page the Japanese 503 or
 * 500 page with the same status. A database that cannot be reached is a 503, never a 500.
 *
 * The error page is rendered through a rewrite, which runs the middleware again: locals.failure
 * tells the other middleware (request log, session, navigation guard) that they already ran.
 */
export const failures: MiddlewareHandler = async (context, next) => {
  if (context.locals.failure) return renderingErrorPage(context, next);
  try {
    return await next();
  } catch (error) {
    if (answersAsApi(pathGroupOf(context.url.pathname))) return errorResponse(context.request, error);
    const e = appErrorOf(error, instanceOf(context.request));
    context.locals.failure = e.status === 503 ? 'unavailable' : 'error';
    try {
      const page = await context.rewrite(e.status === 503 ? UNAVAILABLE_PAGE : ERROR_PAGE);
      return new Response(page.body, { status: e.status, headers: page.headers });
    } catch (again) {
      return errorPageFailed(context, again);
    }
  }
};

/** A middleware that runs once per request: not again while the failure's page is rendered. */
export function onFirstPass(handler: MiddlewareHandler): MiddlewareHandler {
  return (context, next) => (context.locals.failure ? next() : handler(context, next));
}

/** The error page itself failed: a line of Japanese text, still under the security headers. */
async function renderingErrorPage(context: APIContext, next: () => Promise<Response>): Promise<Response> {
  try {
    return await next();
  } catch (error) {
    return errorPageFailed(context, error);
  }
}

function errorPageFailed(context: APIContext, error: unknown): Response {
  logger().error({ err: error, instance: instanceOf(context.request) }, 'error page failed');
  const unavailable = context.locals.failure === 'unavailable';
  return new Response(
    unavailable
      ? 'ただいまシステムを利用できません。しばらく時間をおいてから再度お試しください。'
      : 'システムエラーが発生しました。',
    { status: unavailable ? 503 : 500, headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
}
