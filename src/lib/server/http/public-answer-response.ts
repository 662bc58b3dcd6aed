import { config } from '../config';
import type { PublicAnswer } from '../services/certificates/public-answer-cache';

/** How long a browser keeps a right public answer before it asks again (with If-None-Match). */
export const BROWSER_MAX_AGE_SECONDS = 3600;

/**
 * A right public certificate answer as HTTP: strong ETag, 304 when If-None-Match names it, no body
 * for HEAD, and a Cache-Control that lets the browser keep it, and a shared cache only when the
 * operator opts in (PUBLIC_LOOKUP_SHARED_MAX_AGE). The caller has already passed the throttle and
 * matched the pass code: a 304 is never an answer to a guess. Errors stay no-store (respond.ts).
 */
export function publicAnswerResponse(request: Request, answer: PublicAnswer): Response {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': cacheControl(),
    etag: answer.etag,
  };
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), answer.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers['content-length'] = String(answer.body.byteLength);
  return new Response(request.method === 'HEAD' ? null : answer.body, { status: 200, headers });
}

function cacheControl(): string {
  const shared = config().PUBLIC_LOOKUP_SHARED_MAX_AGE;
  return shared > 0
    ? `public, max-age=${BROWSER_MAX_AGE_SECONDS}, s-maxage=${shared}`
    : `private, max-age=${BROWSER_MAX_AGE_SECONDS}`;
}

/* If-None-Match compares weakly (RFC 9110 §13.1.2): a W/ prefix still matches; * matches anything. */
function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
