import type { APIRoute } from 'astro';
import { config } from '../config';

/*
 * CORS for the two public certificate calls only: the static tracking site lives on another
 * origin (a CDN). Nothing else in the API is ever readable cross-origin, so this is applied per
 * endpoint rather than in the middleware. No credentials: the site sends no cookies.
 */
const MAX_AGE_SECONDS = 600;

function allowedOrigin(request: Request): string | undefined {
  return allowed(request.headers.get('origin'));
}

function allowed(origin: string | null | undefined): string | undefined {
  return origin && config().PUBLIC_REPORT_ORIGINS.includes(origin) ? origin : undefined;
}

/** The headers a public answer carries; an origin not on the list gets none but Vary. */
function corsHeaders(request: Request): Record<string, string> {
  return corsHeadersFor(request.headers.get('origin'));
}

/** corsHeaders() for the request's Origin header as given (the Node server's fast path has no Request). */
export function corsHeadersFor(requestOrigin: string | null | undefined): Record<string, string> {
  const origin = allowed(requestOrigin);
  // Vary always: a cache in front must not hand one origin's answer to another.
  if (!origin) return { vary: 'Origin' };
  return { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'Retry-After', vary: 'Origin' };
}

/** Adds the CORS headers to whatever the handler answered, errors included, so the page can read them. */
export function withCors(route: APIRoute): APIRoute {
  return async (ctx) => {
    const response = await route(ctx);
    for (const [k, v] of Object.entries(corsHeaders(ctx.request))) response.headers.set(k, v);
    return response;
  };
}

/** OPTIONS: the preflight. Allowed origins get GET only; others get an answer without ACAO, which the browser refuses. */
export const preflight: APIRoute = ({ request }) => {
  const headers: Record<string, string> = { allow: 'GET, OPTIONS', vary: 'Origin', 'cache-control': 'no-store' };
  const origin = allowedOrigin(request);
  if (origin) {
    Object.assign(headers, {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'GET',
      'access-control-allow-headers': 'Accept, Content-Type',
      'access-control-max-age': String(MAX_AGE_SECONDS),
    });
  }
  return new Response(null, { status: 204, headers });
};
