import type { APIContext } from 'astro';
import { database } from '../db';
import { findActingToken } from '../auth/api-tokens';
import { authSessionOf } from '../services/auth/load-auth-session';
import { cachedSystemState, cachedTargetYears } from '../services/system/reference-cache';
import { bearerTokenOf } from '../../domain/api-token/token-rules';

/**
 * The bearer branch of authenticateMember (decision 0023): a request to the member API carrying an
 * Authorization header is authenticated by that header alone, never by a cookie beside it. A token
 * that is malformed, unknown, revoked, expired, of a locked user or issued before a password change
 * leaves locals.auth unset, so apiGate answers 401 as for no session.
 */
export async function authenticateBearer(context: APIContext, header: string): Promise<void> {
  const token = bearerTokenOf(header);
  if (!token) return;
  const now = new Date();
  const handle = await database();
  const found = await findActingToken(handle.db, token, now);
  if (!found) return;
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
