import type { APIContext, MiddlewareHandler } from 'astro';
import { database } from '../db';
import { SESSION_COOKIE } from '../auth/cookies';
import { findLiveSession } from '../auth/sessions';
import { sessionPolicy } from '../auth/session-policy';
import { authSessionOf } from '../services/auth/load-auth-session';
import { cachedSystemState, cachedTargetYears } from '../services/system/reference-cache';
import { authenticateOperator } from './authenticate-operator';
import { authenticateBearer } from './authenticate-bearer';

/**
 * The member side's caller into locals.auth: on the member API a personal API token
 * (Authorization header) when one is sent, else the session behind the cookie. Rejects by itself
 * only an address past its limit of failed tokens (429); otherwise the gate decides. One statement (session, user and organization); system settings and target years come
 * from the reference cache.
 */
export function authenticateMember(accepts: { bearer: boolean }): MiddlewareHandler {
  return async (context, next) => {
    const authorization = context.request.headers.get('authorization');
    if (accepts.bearer && authorization !== null) {
      const refused = await authenticateBearer(context, authorization);
      if (refused) return refused;
    } else await loadMemberSession(context);
    return next();
  };
}

/** The console's paths see only the operator's session (and whether a member's is there, to refuse it). */
export const authenticateConsole: MiddlewareHandler = async (context, next) => {
  await authenticateOperator(context);
  return next();
};

async function loadMemberSession(context: APIContext): Promise<void> {
  const token = context.cookies.get(SESSION_COOKIE)?.value;
  if (token) {
    const now = new Date();
    const handle = await database();
    const live = await findLiveSession(handle.db, token, sessionPolicy(), now);
    if (live && !live.user.lockedAt) {
      const [system, years] = await Promise.all([cachedSystemState(handle, now), cachedTargetYears(handle)]);
      context.locals.auth = {
        sessionIdHash: live.idHash,
        csrfToken: live.csrfToken,
        userId: live.user.id,
        loginId: live.user.loginId,
        organizationId: live.organization.id,
        firstLogin: !live.user.mustChangePassword,
        session: authSessionOf(live, system, years),
      };
    }
  }
}
