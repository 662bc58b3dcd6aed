import { config } from '../config';
import type { PublicAnswer } from '../services/certificates/public-answer-cache';

/** How long a browser keeps a right public answer before it asks again (with If-None-Match). */
const BROWSER_MAX_AGE_SECONDS = 3600;

export interface PublicAnswerParts {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | null;
}

/**
 * A right public certificate answer as HTTP: strong ETag, 304 when If-None-Match names it, no body
 * for HEAD, and a Cache-Control that lets the browser keep it, and a shared cache only when the
 * operator opts in (PUBLIC_LOOKUP_SHARED_MAX_AGE). The caller has already passed the throttle and
 * matched the pass code: a 304 is never an answer to a guess. Errors stay no-store (respond.ts).
 * Used by the endpoints (as a Response) and by the Node server's fast path (written raw).
 */
export function publicAnswerParts(
  method: string,
  ifNoneMatch: string | null,
  answer: PublicAnswer,
  cacheControl: string = certificateCacheControl(),
): PublicAnswerParts {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': cacheControl,
    etag: answer.etag,
  };
  if (matchesIfNoneMatch(ifNoneMatch, answer.etag)) return { status: 304, headers, body: null };
  headers['content-length'] = String(answer.body.byteLength);
  return { status: 200, headers, body: method === 'HEAD' ? null : answer.body };
}

export function publicAnswerResponse(request: Request, answer: PublicAnswer, cacheControl?: string): Response {
  const { status, headers, body } = publicAnswerParts(
    request.method,
    request.headers.get('if-none-match'),
    answer,
    cacheControl,
  );
  return new Response(body, { status, headers });
}

function certificateCacheControl(): string {
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
