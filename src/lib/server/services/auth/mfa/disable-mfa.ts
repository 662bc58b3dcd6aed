import { eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { userMfa, userRecoveryCodes, users } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { ERRORS } from '../../../../errors/catalogue';
import { LoginThrottle } from '../../../auth/login-throttle';
import { verifyPassword } from '../../../auth/password-hash';
import type { AuthContext } from '../../../auth/session-context';
import type { MfaDisableRequest } from '../../../../schemas/mfa';
import { recordAudit } from '../../audit/record-audit';
import { findEnabledMfa } from './get-mfa-status';

/** Turns the second factor off after the current password, which is throttled like a login. */
export async function disableMfa(db: Db, auth: AuthContext, input: MfaDisableRequest, ip: string): Promise<void> {
  if (!(await findEnabledMfa(db, auth.userId))) throw new AppError('C_AU_012');
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
  if (!user) throw new AppError('C_SH_003');
  const throttle = new LoginThrottle(db);
  const verdict = await throttle.take(user.loginId, ip);
  if (verdict.blocked) {
    throw new AppError('C_AU_002', { headers: { 'retry-after': String(verdict.retryAfterSeconds) } });
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('C_AU_003', { fieldErrors: [{ field: 'currentPassword', message: ERRORS.C_AU_003.message }] });
  }
  await throttle.succeeded(user.loginId, ip);
  await db.transaction(async (tx) => {
    await tx.delete(userMfa).where(eq(userMfa.userId, user.id));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
    await recordAudit(tx, {
      actor: { type: 'user', userId: user.id, loginId: user.loginId },
      action: 'auth.mfa-disable',
      entity: 'user',
      entityId: user.id,
      before: { mfa: true },
      after: { mfa: false },
    });
  });
}
