import type { MiddlewareHandler } from 'astro';
import { config } from '../config';
import { BASELINE_HEADERS } from '../http/baseline-headers';

/**
 * Headers on every answer. Pages carry Astro's hashed CSP (script and style hashes, from
 * astro.config.mjs) in their own Content-Security-Policy header: it is kept and extended with
 * frame-ancestors, which only a header can carry. API answers get a deny-all policy.
 */
export const securityHeaders: MiddlewareHandler = async (context, next) => {
  const response = await next();
  const headers = new Headers(response.headers);
  for (const [k, v] of Object.entries(BASELINE_HEADERS)) headers.set(k, v);
  const isApi = context.url.pathname.startsWith('/api/');
  const pagePolicy = headers.get('content-security-policy');
  headers.set(
    'content-security-policy',
    isApi || !pagePolicy
      ? "default-src 'none'; frame-ancestors 'none'"
      : `${pagePolicy.replace(/;\s*$/, '')}; frame-ancestors 'none'`,
  );
  if (config().COOKIE_SECURE) headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  const contentType = headers.get('content-type') ?? '';
  if (contentType.startsWith('text/html')) headers.set('cache-control', 'no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
