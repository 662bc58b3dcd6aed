import type { MiddlewareHandler } from 'astro';
import { AppError } from '../../errors/app-error';
import { errorResponse } from '../http/respond';
import { isSafeMethod } from '../http/request-kind';
import { appOriginsOf } from '../auth/same-origin';
import { config } from '../config';

/*
 * Astro's origin check (security.checkOrigin), done here instead of by Astro: Astro answers a
 * refused request with English plain text before any of our middleware runs, which an API client
 * cannot read as an error. The rule is Astro's own, unchanged: an unsafe method is refused when
 * its Origin is not this site's and it either carries no Content-Type or a form-like one (the
 * requests a cross-site HTML form can send without a CORS preflight). Two additions for a
 * deployment behind a TLS-terminating proxy, where the app sees http on its own port: a request
 * the browser marks Sec-Fetch-Site: same-origin passes, and PUBLIC_ORIGIN counts as the site's.
 */
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

function isCrossSiteFormRequest(request: Request, appOrigins: readonly string[]): boolean {
  if (isSafeMethod(request.method)) return false;
  // The browser's own word that the page is ours, which a TLS-terminating proxy does not change.
  if (request.headers.get('sec-fetch-site') === 'same-origin') return false;
  // No HTML form can send an Authorization header, and a cross-site script cannot without a CORS
  // preflight: a personal API token's call (decision 0023) is never a forged form.
  if (request.headers.has('authorization')) return false;
  if (appOrigins.includes(request.headers.get('origin') ?? '')) return false;
  const contentType = request.headers.get('content-type');
  if (contentType === null) return true;
  const lower = contentType.toLowerCase();
  return FORM_CONTENT_TYPES.some((t) => lower.includes(t));
}

/** The check for one path group: an API group answers in the error shape, a page group in a line of Japanese. */
export function originCheck(answer: 'api' | 'page'): MiddlewareHandler {
  return (context, next) => {
    const { request, url } = context;
    if (context.isPrerendered || !isCrossSiteFormRequest(request, appOriginsOf(url, config().PUBLIC_ORIGIN)))
      return next();
    if (answer === 'api') return errorResponse(request, new AppError('C_SH_005'));
    return new Response('不正なリクエストです。画面を再読み込みしてから操作してください。', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  };
}
