import type { MiddlewareHandler } from 'astro';
import { database } from '../db';
import { SESSION_COOKIE } from '../auth/cookies';
import { findLiveSession } from '../auth/sessions';
import { sessionPolicy } from '../auth/session-policy';
import { authSessionOf } from '../services/auth/load-auth-session';
import { cachedSystemState, cachedTargetYears } from '../services/system/reference-cache';
import { isAdminPath } from '../../admin-routes';
import { authenticateOperator } from './authenticate-operator';
import { authenticateBearer } from './authenticate-bearer';

/**
 * Loads the session behind the cookie (if any) into locals.auth. Never rejects by itself. One
 * statement (session, user and organization); system settings and target years come from the
 * reference cache.
 */
export const authenticate: MiddlewareHandler = async (context, next) => {
  // The console's paths see only the operator's session (and whether a member's is there, to refuse it).
  if (isAdminPath(context.url.pathname)) {
    await authenticateOperator(context);
    return next();
  }
  const authorization = context.request.headers.get('authorization');
  if (authorization !== null && context.url.pathname.startsWith('/api/')) {
    await authenticateBearer(context, authorization);
    return next();
  }
  const token = context.cookies.get(SESSION_COOKIE)?.value;
  if (token && isBrowserRequest(context.url.pathname)) {
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
  return next();
};

/** Static assets never need the session. */
function isBrowserRequest(pathname: string): boolean {
  return !pathname.startsWith('/_astro/') && pathname !== '/favicon.svg' && pathname !== '/favicon.ico';
}
