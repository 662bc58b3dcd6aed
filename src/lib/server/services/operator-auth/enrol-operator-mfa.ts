import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { operators } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { LoginThrottle } from '../../auth/login-throttle';
import { OPERATOR_MFA } from '../../auth/mfa/mfa-tables';
import { deleteOperatorSessions } from '../../auth/operator-sessions';
import { consoleActor, type OperatorContext } from '../../auth/operator-context';
import type { MfaEnableRequest, MfaSetupResponse } from '@/lib/schemas/mfa';
import type { AdminMfaEnableResponse } from '@/lib/schemas/admin';
import { recordAudit } from '../audit/record-audit';
import type { SessionInput } from '../auth/log-in';
import { findEnabledMfa } from '../auth/mfa/get-mfa-status';
import { createPendingFactor } from '../auth/mfa/pending-factor';
import { enableFactor } from '../auth/mfa/enable-factor';
import { wrongEnrolmentCode } from '../auth/mfa/confirm-mfa-enrolment';
import { adminSessionOf, openSession, type OperatorSignedIn } from './open-operator-session';

/**
 * The first step of the mandatory enrolment: a new secret and its QR code. No password is asked
 * again: only a session the password opened a moment ago, for an operator without a factor, gets here.
 */
export async function startOperatorEnrolment(db: Db, operator: OperatorContext): Promise<MfaSetupResponse> {
  if (await findEnabledMfa(db, operator.operatorId, OPERATOR_MFA)) throw new AppError('C_AU_010');
  return createPendingFactor(db, OPERATOR_MFA, operator.operatorId, `admin:${operator.loginId}`);
}

/**
 * A code from the new factor turns it on and answers the recovery codes (shown once). The
 * password-only session then ends and a verified one takes its place (a new session id for the
 * higher privilege). Throttled like the login's code step.
 */
export async function confirmOperatorEnrolment(
  db: Db,
  operator: OperatorContext,
  input: MfaEnableRequest,
  context: SessionInput,
): Promise<OperatorSignedIn & { body: AdminMfaEnableResponse }> {
  const throttle = new LoginThrottle(db, 'operator-mfa');
  await throttle.takeOrRefuse(operator.loginId, context.ip);
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const recoveryCodes = await enableFactor(tx, OPERATOR_MFA, operator.operatorId, input.code, now);
    if (!recoveryCodes) return undefined;
    const [row] = await tx.select().from(operators).where(eq(operators.id, operator.operatorId));
    await deleteOperatorSessions(tx, row!.id);
    const session = await openSession(tx, row!, context, now, true);
    await recordAudit(tx, {
      actor: consoleActor(operator),
      action: 'operator.mfa-enable',
      entity: 'operator',
      entityId: row!.id,
      before: { mfa: false },
      after: { mfa: true },
    });
    return { session, body: { ...adminSessionOf(row!, true), recoveryCodes } };
  });
  if (!result) throw wrongEnrolmentCode();
  await throttle.succeeded(operator.loginId, context.ip);
  return result;
}
