import type { Db } from '../../db';
import { deleteOperatorSessionByToken } from '../../auth/operator-sessions';
import { consoleActor, type OperatorContext } from '../../auth/operator-context';
import { recordAudit } from '../audit/record-audit';

export async function logOutOperator(db: Db, token: string | undefined, operator: OperatorContext | undefined) {
  if (!token) return;
  await db.transaction(async (tx) => {
    await deleteOperatorSessionByToken(tx, token);
    if (operator) {
      await recordAudit(tx, {
        actor: consoleActor(operator),
        action: 'operator.logout',
        entity: 'operator',
        entityId: operator.operatorId,
      });
    }
  });
}
