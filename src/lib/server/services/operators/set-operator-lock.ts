import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { operators } from '../../db/schema';
import { deleteOperatorSessions } from '../../auth/operator-sessions';
import { LoginThrottle } from '../../auth/login-throttle';
import { recordAudit, type Actor } from '../audit/record-audit';
import { lockOperator, OPERATOR_ENTITY } from './find-operator';

/** Locks an operator (ending every session) or unlocks one, clearing the password and code throttles. */
export async function setOperatorLock(db: Db, actor: Actor, loginId: string, locked: boolean) {
  return db.transaction(async (tx) => {
    const operator = await lockOperator(tx, loginId);
    const now = new Date();
    await tx
      .update(operators)
      .set({ lockedAt: locked ? now : null, updatedAt: now })
      .where(eq(operators.id, operator.id));
    if (locked) await deleteOperatorSessions(tx, operator.id);
    else {
      await new LoginThrottle(tx, 'operator-login').clearLoginId(loginId);
      await new LoginThrottle(tx, 'operator-mfa').clearLoginId(loginId);
    }
    await recordAudit(tx, {
      actor,
      action: locked ? 'operator.lock' : 'operator.unlock',
      entity: OPERATOR_ENTITY,
      entityId: operator.id,
      before: { locked: operator.lockedAt != null },
      after: { locked },
    });
    return { wasLocked: operator.lockedAt != null };
  });
}
