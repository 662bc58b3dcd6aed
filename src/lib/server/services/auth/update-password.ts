import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ERRORS } from '../../../errors/catalogue';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import { deleteSessionsOfUser } from '../../auth/sessions';
import type { AuthContext } from '../../auth/session-context';
import type { AuthSessionResponse, PasswordUpdateRequest } from '../../../schemas/auth';
import { findUserWithOrganization, loadAuthSession } from './load-auth-session';
import { recordAudit } from '../audit/record-audit';

/**
 * Replaces the password after checking the current one. Ends the user's other sessions (a stolen
 * session does not survive a password change) and clears the first-login confinement.
 */
export async function updatePassword(
  db: Db,
  auth: AuthContext,
  input: PasswordUpdateRequest,
): Promise<AuthSessionResponse> {
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
  if (!user) throw new AppError('C_SH_003');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('C_AU_003', { fieldErrors: [{ field: 'currentPassword', message: ERRORS.C_AU_003.message }] });
  }
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
    await deleteSessionsOfUser(tx, user.id, auth.sessionIdHash);
    await recordAudit(tx, {
      actor: { type: 'user', userId: user.id, loginId: user.loginId },
      action: 'auth.update-password',
      entity: 'user',
      entityId: user.id,
      before: { mustChangePassword: user.mustChangePassword },
      after: { mustChangePassword: false },
    });
    return loadAuthSession(tx, (await findUserWithOrganization(tx, user.id))!);
  });
}
