import type { Db } from '../../db';
import { deleteSessionByToken } from '../../auth/sessions';
import { recordAudit } from '../audit/record-audit';
import type { AuthContext } from '../../auth/session-context';

export async function logOut(db: Db, token: string | undefined, auth: AuthContext | undefined): Promise<void> {
  if (!token) return;
  await db.transaction(async (tx) => {
    await deleteSessionByToken(tx, token);
    if (auth) {
      await recordAudit(tx, {
        actor: { type: 'user', userId: auth.userId, loginId: auth.loginId },
        action: 'auth.logout',
        entity: 'user',
        entityId: auth.userId,
      });
    }
  });
}
