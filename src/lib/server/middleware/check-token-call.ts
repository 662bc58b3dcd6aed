import type { APIContext } from 'astro';
import { database } from '../db';
import { AppError } from '../../errors/app-error';
import { hasBody, isJsonContentType } from '../http/request-kind';
import { takeApiTokenCall } from '../auth/api-token-throttle';
import { scopeAllows, type ApiTokenScope } from '../../domain/api-token/token-rules';
import { scopeNeeded } from './token-scope';

/**
 * A call made with a personal API token (decision 0023): the operation's scope must be one the
 * token holds (403), the token's calls per minute are counted (429), and a body must be JSON (415).
 * No CSRF token: a bearer token is never sent by a browser on its own, so it cannot be forged.
 */
export async function checkTokenCall(
  { request, url }: APIContext,
  token: { id: number; scopes: ApiTokenScope[] },
): Promise<void> {
  if (!scopeAllows(token.scopes, scopeNeeded(request.method, url.pathname))) throw new AppError('C_SH_004');
  const verdict = await takeApiTokenCall((await database()).db, token.id);
  if (verdict.blocked) {
    throw new AppError('C_SH_009', { headers: { 'retry-after': String(verdict.retryAfterSeconds) } });
  }
  if (hasBody(request) && !isJsonContentType(request.headers.get('content-type'))) throw new AppError('C_SH_011');
}
