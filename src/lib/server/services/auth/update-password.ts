import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { ERRORS } from '@/lib/errors/catalogue';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import { createSession, deleteSessionsOfUser, type NewSession, type SessionPolicy } from '../../auth/sessions';
import { LoginThrottle } from '../../auth/login-throttle';
import type { AuthContext } from '../../auth/session-context';
import type { AuthSessionResponse, PasswordUpdateRequest } from '@/lib/schemas/auth';
import { findUserWithOrganization, loadAuthSession } from './load-auth-session';
import { recordAudit } from '../audit/record-audit';

export interface PasswordUpdateContext {
  ip: string;
  userAgent?: string;
  policy: SessionPolicy;
}

export interface PasswordUpdateResult {
  session: NewSession;
  body: AuthSessionResponse;
}

/**
 * Replaces the password after checking the current one, which is throttled like a login (a stolen
 * session must not become a password-guessing oracle). Ends every session of the user, this one
 * included, and opens a fresh one: neither a stolen session nor the old session id survives a
 * password change. Clears the first-login confinement.
 */
export async function updatePassword(
  db: Db,
  auth: AuthContext,
  input: PasswordUpdateRequest,
  context: PasswordUpdateContext,
): Promise<PasswordUpdateResult> {
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
  if (!user) throw new AppError('C_SH_003');
  const throttle = new LoginThrottle(db);
  await throttle.takeOrRefuse(user.loginId, context.ip);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('C_AU_003', { fieldErrors: [{ field: 'currentPassword', message: ERRORS.C_AU_003.message }] });
  }
  await throttle.succeeded(user.loginId, context.ip);
  if (input.newPassword === input.currentPassword) {
    throw new AppError('C_AU_004', { fieldErrors: [{ field: 'newPassword', message: ERRORS.C_AU_004.message }] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
    await deleteSessionsOfUser(tx, user.id);
    const session = await createSession(tx, user.id, context.policy, {
      ip: context.ip,
      userAgent: context.userAgent,
      now,
    });
    await recordAudit(tx, {
      actor: { type: 'user', userId: user.id, loginId: user.loginId },
      action: 'auth.update-password',
      entity: 'user',
      entityId: user.id,
      before: { mustChangePassword: user.mustChangePassword },
      after: { mustChangePassword: false },
    });
    return { session, body: await loadAuthSession(tx, (await findUserWithOrganization(tx, user.id))!) };
  });
}
