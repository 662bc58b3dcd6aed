import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/errors/app-error';
import { ERRORS } from '@/lib/errors/catalogue';
import { LoginThrottle } from '@/lib/server/auth/login-throttle';
import { MEMBER_MFA } from '@/lib/server/auth/mfa/mfa-tables';
import type { AuthContext } from '@/lib/server/auth/session-context';
import type { MfaEnableRequest, MfaEnableResponse } from '@/lib/schemas/mfa';
import { recordAudit } from '../../audit/record-audit';
import { enableFactor } from './enable-factor';

/**
 * Turns the pending factor on once a code from it is seen and answers fresh recovery codes: shown
 * this once. Throttled like a login code.
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
  const recoveryCodes = await db.transaction(async (tx) => {
    const codes = await enableFactor(tx, MEMBER_MFA, auth.userId, input.code, now);
    if (!codes) return undefined;
    await recordAudit(tx, {
      actor: { type: 'user', userId: auth.userId, loginId: auth.loginId },
      action: 'auth.mfa-enable',
      entity: 'user',
      entityId: auth.userId,
      before: { mfa: false },
      after: { mfa: true },
    });
    return codes;
  });
  if (!recoveryCodes) throw wrongEnrolmentCode();
  await throttle.succeeded(auth.loginId, ip);
  return { recoveryCodes };
}

export function wrongEnrolmentCode(): AppError {
  return new AppError('C_AU_008', { fieldErrors: [{ field: 'code', message: ERRORS.C_AU_008.message }] });
}
