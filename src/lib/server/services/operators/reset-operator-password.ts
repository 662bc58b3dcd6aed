import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { operators } from '../../db/schema';
import { hashPassword } from '../../auth/password-hash';
import { temporaryPassword } from '../../auth/temporary-password';
import { deleteOperatorSessions } from '../../auth/operator-sessions';
import { LoginThrottle } from '../../auth/login-throttle';
import { recordAudit, type Actor } from '../audit/record-audit';
import { lockOperator, OPERATOR_ENTITY } from './find-operator';

/** A new temporary password for an operator; ends the operator's sessions. The second factor stays. */
export async function resetOperatorPassword(db: Db, actor: Actor, loginId: string) {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const operator = await lockOperator(tx, loginId);
    await tx
      .update(operators)
      .set({ passwordHash, mustChangePassword: true, updatedAt: new Date() })
      .where(eq(operators.id, operator.id));
    await deleteOperatorSessions(tx, operator.id);
    await new LoginThrottle(tx, 'operator-login').clearLoginId(loginId);
    await recordAudit(tx, {
      actor,
      action: 'operator.reset-password',
      entity: OPERATOR_ENTITY,
      entityId: operator.id,
      before: { mustChangePassword: operator.mustChangePassword },
      after: { mustChangePassword: true },
    });
  });
  return { temporaryPassword: password };
}
