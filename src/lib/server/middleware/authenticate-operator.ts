import type { APIContext } from 'astro';
import { database } from '../db';
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '../auth/cookies';
import { findLiveOperatorSession } from '../auth/operator-sessions';
import { findLiveSession } from '../auth/sessions';
import { sessionPolicy } from '../auth/session-policy';
import { operatorStage } from '../../domain/admin-access';

/**
 * Under /admin and /api/admin: the operator session behind the console's own cookie into
 * locals.operator (a locked operator has none). Without one, a live member session is only noted,
 * so the gate can answer it 404; locals.auth is never set here.
 */
export async function authenticateOperator(context: APIContext): Promise<void> {
  const now = new Date();
  const handle = await database();
  const token = context.cookies.get(ADMIN_SESSION_COOKIE)?.value;
  const live = token ? await findLiveOperatorSession(handle.db, token, sessionPolicy(), now) : undefined;
  if (live && !live.operator.lockedAt) {
    context.locals.operator = {
      sessionIdHash: live.idHash,
      csrfToken: live.csrfToken,
      operatorId: live.operator.id,
      loginId: live.operator.loginId,
      displayName: live.operator.displayName,
      stage: operatorStage({ mfaVerified: live.mfaVerified, mustChangePassword: live.operator.mustChangePassword }),
    };
    return;
  }
  const memberToken = context.cookies.get(SESSION_COOKIE)?.value;
  if (memberToken) {
    const member = await findLiveSession(handle.db, memberToken, sessionPolicy(), now);
    context.locals.memberOnAdmin = Boolean(member && !member.user.lockedAt);
  }
}
