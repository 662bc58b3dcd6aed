import type { MiddlewareHandler } from 'astro';
import { database } from '../db';
import { SESSION_COOKIE } from '../auth/cookies';
import { findLiveSession } from '../auth/sessions';
import { sessionPolicy } from '../auth/session-policy';
import { findUserWithOrganization, loadAuthSession } from '../services/auth/load-auth-session';

/** Loads the session behind the cookie (if any) into locals.auth. Never rejects by itself. */
export const authenticate: MiddlewareHandler = async (context, next) => {
  const token = context.cookies.get(SESSION_COOKIE)?.value;
  if (token && isBrowserRequest(context.url.pathname)) {
    const { db } = await database();
    const live = await findLiveSession(db, token, sessionPolicy(), new Date());
    const found = live && (await findUserWithOrganization(db, live.userId));
    if (live && found && !found.user.lockedAt) {
      context.locals.auth = {
        sessionIdHash: live.idHash,
        csrfToken: live.csrfToken,
        userId: found.user.id,
        loginId: found.user.loginId,
        organizationId: found.organization.id,
        firstLogin: !found.user.mustChangePassword,
        session: await loadAuthSession(db, found),
      };
    }
  }
  return next();
};

/** Static assets never need the session. */
function isBrowserRequest(pathname: string): boolean {
  return !pathname.startsWith('/_astro/') && pathname !== '/favicon.svg' && pathname !== '/favicon.ico';
}
