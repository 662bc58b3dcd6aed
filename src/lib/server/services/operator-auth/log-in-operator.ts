import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { operators } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { burnVerificationTime, verifyPassword } from '../../auth/password-hash';
import { LoginThrottle } from '../../auth/login-throttle';
import { issueLoginTicket } from '../../auth/mfa/login-ticket';
import { OPERATOR_MFA } from '../../auth/mfa/mfa-tables';
import { logEvent } from '../../logger';
import type { LoginInput, MfaChallenge } from '../auth/log-in';
import { findEnabledMfa } from '../auth/mfa/get-mfa-status';
import { auditRefusedLogin, openOperatorSession, type OperatorSignedIn } from './open-operator-session';

/**
 * The operator's password step, with the member login's rules (throttle taken first, unknown ids
 * cost the same time, one answer for both). An operator with a second factor gets a ticket for
 * the code step; one without gets a session that can only enrol a factor.
 */
export async function logInOperator(db: Db, input: LoginInput): Promise<OperatorSignedIn | MfaChallenge> {
  const now = input.now ?? new Date();
  const throttle = new LoginThrottle(db, 'operator-login');
  await throttle.takeOrRefuse(input.loginId, input.ip, () =>
    logEvent('operator.login-throttled', { loginId: input.loginId, ip: input.ip }),
  );
  const [operator] = await db.select().from(operators).where(eq(operators.loginId, input.loginId)).limit(1);
  const ok = operator
    ? await verifyPassword(operator.passwordHash, input.password)
    : (await burnVerificationTime(input.password), false);
  if (operator?.lockedAt) {
    await auditRefusedLogin(db, 'operator.login-locked', input.loginId, operator, { ip: input.ip, step: 'password' });
    throw new AppError('C_AU_006');
  }
  if (!operator || !ok) {
    await auditRefusedLogin(db, 'operator.login-failed', input.loginId, operator, { ip: input.ip, step: 'password' });
    throw new AppError('C_AU_001');
  }
  await throttle.succeeded(input.loginId, input.ip);
  if (await findEnabledMfa(db, operator.id, OPERATOR_MFA)) {
    return { mfaTicket: issueLoginTicket(operator.id, operator, now, 'operator') };
  }
  return openOperatorSession(db, operator, input, now, { mfaVerified: false });
}
