import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { operators } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { LoginThrottle } from '../../auth/login-throttle';
import { fingerprint, readLoginTicket } from '../../auth/mfa/login-ticket';
import { OPERATOR_MFA } from '../../auth/mfa/mfa-tables';
import { safeEqual } from '../../auth/tokens';
import type { MfaLoginInput } from '../auth/mfa/log-in-with-mfa';
import { acceptSecondFactor } from '../auth/mfa/accept-second-factor';
import { findEnabledMfa } from '../auth/mfa/get-mfa-status';
import { auditRefusedLogin, openOperatorSession, type OperatorSignedIn } from './open-operator-session';

/**
 * The operator's code step: the member's rules (signed single-use ticket, code throttled apart
 * from the password, a code accepted once). The factor is mandatory: one removed between the two
 * steps (reset-operator-mfa) sends the operator back to the password, then to enrolment.
 */
export async function logInOperatorWithMfa(db: Db, input: MfaLoginInput): Promise<OperatorSignedIn> {
  const now = input.now ?? new Date();
  const ticket = readLoginTicket(input.mfaTicket, now, 'operator');
  if (!ticket) throw new AppError('C_AU_009');
  const [operator] = await db.select().from(operators).where(eq(operators.id, ticket.userId)).limit(1);
  if (!operator || !safeEqual(fingerprint(operator), ticket.fingerprint)) throw new AppError('C_AU_009');
  if (operator.lockedAt) throw new AppError('C_AU_006');
  const throttle = new LoginThrottle(db, 'operator-mfa');
  await throttle.takeOrRefuse(operator.loginId, input.ip);
  const mfa = await findEnabledMfa(db, operator.id, OPERATOR_MFA);
  if (!mfa) throw new AppError('C_AU_009');
  if (!(await acceptSecondFactor(db, mfa, input.code, now, { tables: OPERATOR_MFA }))) {
    await auditRefusedLogin(db, 'operator.login-failed', operator.loginId, operator, { ip: input.ip, step: 'code' });
    throw new AppError('C_AU_007');
  }
  await throttle.succeeded(operator.loginId, input.ip);
  return openOperatorSession(db, operator, input, now, { consumeTicket: true, mfaVerified: true });
}
