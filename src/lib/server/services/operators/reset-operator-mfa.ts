import type { Db } from '../../db';
import { deleteOperatorSessions } from '../../auth/operator-sessions';
import { LoginThrottle } from '../../auth/login-throttle';
import { OPERATOR_MFA } from '../../auth/mfa/mfa-tables';
import { removeFactor } from '../auth/mfa/enable-factor';
import { recordAudit, type Actor } from '../audit/record-audit';
import { lockOperator, OPERATOR_ENTITY } from './find-operator';

/**
 * For an operator who lost the authenticator and the recovery codes. The factor is mandatory for
 * operators, so this does not lower the door: the operator's sessions end, and the next sign-in
 * must enrol a new factor before anything else.
 */
export async function resetOperatorMfa(db: Db, actor: Actor, loginId: string): Promise<{ hadMfa: boolean }> {
  return db.transaction(async (tx) => {
    const operator = await lockOperator(tx, loginId);
    const hadMfa = await removeFactor(tx, OPERATOR_MFA, operator.id);
    await deleteOperatorSessions(tx, operator.id);
    await new LoginThrottle(tx, 'operator-mfa').clearLoginId(loginId);
    await recordAudit(tx, {
      actor,
      action: 'operator.reset-mfa',
      entity: OPERATOR_ENTITY,
      entityId: operator.id,
      before: { mfa: hadMfa },
      after: { mfa: false },
    });
    return { hadMfa };
  });
}
