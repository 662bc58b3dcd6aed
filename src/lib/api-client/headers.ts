import { env } from './config';
import type { HttpMethod } from './types';

const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const USER_ID_HEADER = 'X-User-Id';
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const UNSAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'DELETE']);

/** A key for one submission of a form (see CallOptions.idempotencyKey). */
export function newIdempotencyKey(): string {
  return env().randomUUID();
}

/**
 * Built once per call, so the automatic retry repeats the same Idempotency-Key and the
 * server can recognise it as the same submit; a screen's own key (one per submission) is kept.
 */
export function requestHeaders(
  method: HttpMethod,
  wantsJson: boolean,
  idempotencyKey?: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (wantsJson) headers.Accept = 'application/json';
  const userId = env().reactions.currentUserId();
  if (userId) headers[USER_ID_HEADER] = userId;
  if (UNSAFE_METHODS.has(method)) {
    const token = env().readCookie(XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;
  }
  if (method === 'POST') headers[IDEMPOTENCY_HEADER] = idempotencyKey ?? newIdempotencyKey();
  return headers;
}
