import type { APIContext } from 'astro';
import { database, type Executor } from '../db';
import { findActingToken } from '../auth/api-tokens';
import { authSessionOf } from '../services/auth/load-auth-session';
import { cachedSystemState, cachedTargetYears } from '../services/system/reference-cache';
import { bearerTokenOf } from '../../domain/api-token/token-rules';
import { countBearerFailure } from '../auth/bearer-failure-throttle';
import { AppError } from '../../errors/app-error';
import { errorResponse } from '../http/respond';

/**
 * The bearer branch of authenticateMember (decision 0023): a request to the member API carrying an
 * Authorization header is authenticated by that header alone, never by a cookie beside it. A token
 * that is malformed, unknown, revoked, expired, of a locked user or issued before a password change
 * leaves locals.auth unset, so apiGate answers 401 as for no session; it also counts against the
 * client address, and past that count's limit it is answered here with 429 and Retry-After.
 */
export async function authenticateBearer(context: APIContext, header: string): Promise<Response | undefined> {
  const token = bearerTokenOf(header);
  const now = new Date();
  const handle = await database();
  const found = token ? await findActingToken(handle.db, token, now) : undefined;
  if (!found) return refusedPastFailureLimit(context, handle.db);
  const [system, years] = await Promise.all([cachedSystemState(handle, now), cachedTargetYears(handle)]);
  context.locals.auth = {
    sessionIdHash: '',
    csrfToken: '',
    userId: found.user.id,
    loginId: found.user.loginId,
    organizationId: found.organization.id,
    firstLogin: !found.user.mustChangePassword,
    session: authSessionOf(found, system, years),
    apiToken: { id: found.token.id, name: found.token.name, scopes: found.scopes },
  };
}

async function refusedPastFailureLimit({ request, locals }: APIContext, db: Executor): Promise<Response | undefined> {
  const verdict = await countBearerFailure(db, locals.clientIp);
  if (!verdict.blocked) return undefined;
  return errorResponse(
    request,
    new AppError('C_SH_009', { headers: { 'retry-after': String(verdict.retryAfterSeconds) } }),
  );
}
