import { answersAsApi, pathGroupOf } from './path-group';
import type { MiddlewareHandler } from 'astro';
import { baselineHeaders } from '../http/baseline-headers';

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const FRAME_ANCESTORS = "frame-ancestors 'none'";

/**
 * Headers on every answer. Pages carry Astro's hashed CSP (script and style hashes, from
 * astro.config.mjs) in their own Content-Security-Policy header: it is kept and extended with
 * frame-ancestors, which only a header can carry. API answers get a deny-all policy.
 */
export function applySecurityHeaders(headers: Headers, isApi: boolean): void {
  for (const [k, v] of Object.entries(baselineHeaders())) headers.set(k, v);
  const pagePolicy = headers.get('content-security-policy');
  if (isApi || !pagePolicy) headers.set('content-security-policy', API_POLICY);
  else if (!pagePolicy.includes(FRAME_ANCESTORS)) {
    headers.set('content-security-policy', `${pagePolicy.replace(/;\s*$/, '')}; ${FRAME_ANCESTORS}`);
  }
  if ((headers.get('content-type') ?? '').startsWith('text/html')) headers.set('cache-control', 'no-store');
}

/**
 * Set on the answer's own headers: copying them into a new Response cost a Headers and a Response
 * on every request, measurable in a signed-in page's time. Headers that cannot change (a fetched or Response.redirect answer)
 * are copied as before.
 */
export const securityHeaders: MiddlewareHandler = async (context, next) => {
  const response = await next();
  const isApi = answersAsApi(pathGroupOf(context.url.pathname));
  try {
    applySecurityHeaders(response.headers, isApi);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    applySecurityHeaders(headers, isApi);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
};
