import { eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { userMfa, userRecoveryCodes } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { ERRORS } from '../../../../errors/catalogue';
import { LoginThrottle } from '../../../auth/login-throttle';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from '../../../auth/mfa/recovery-codes';
import type { AuthContext } from '../../../auth/session-context';
import type { MfaEnableRequest, MfaEnableResponse } from '../../../../schemas/mfa';
import { recordAudit } from '../../audit/record-audit';
import { acceptSecondFactor } from './accept-second-factor';

/**
 * Turns the pending factor on once a code from it is seen (so the app really holds the secret) and
 * answers fresh recovery codes: shown this once, stored only as hashes. Throttled like a login code.
 */
export async function confirmMfaEnrolment(
  db: Db,
  auth: AuthContext,
  input: MfaEnableRequest,
  ip: string,
): Promise<MfaEnableResponse> {
  const throttle = new LoginThrottle(db, 'mfa');
  await throttle.takeOrRefuse(auth.loginId, ip);
  const now = new Date();
  const recoveryCodes = newRecoveryCodes();
  const result = await db.transaction(async (tx) => {
    const [pending] = await tx.select().from(userMfa).where(eq(userMfa.userId, auth.userId)).for('update');
    if (!pending) throw new AppError('C_AU_011');
    if (pending.enabledAt) throw new AppError('C_AU_010');
    if (!(await acceptSecondFactor(tx, pending, input.code, now, { allowRecovery: false }))) return 'wrong-code';
    await tx.update(userMfa).set({ enabledAt: now }).where(eq(userMfa.userId, auth.userId));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, auth.userId));
    await tx
      .insert(userRecoveryCodes)
      .values(
        recoveryCodes.map((c) => ({ userId: auth.userId, codeHash: hashRecoveryCode(normalizeRecoveryCode(c)!) })),
      );
    await recordAudit(tx, {
      actor: { type: 'user', userId: auth.userId, loginId: auth.loginId },
      action: 'auth.mfa-enable',
      entity: 'user',
      entityId: auth.userId,
      before: { mfa: false },
      after: { mfa: true },
    });
    return 'enabled';
  });
  if (result === 'wrong-code') {
    throw new AppError('C_AU_008', { fieldErrors: [{ field: 'code', message: ERRORS.C_AU_008.message }] });
  }
  await throttle.succeeded(auth.loginId, ip);
  return { recoveryCodes };
}
