import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { deleteSessionsOfUser } from '../../auth/sessions';
import { LoginThrottle } from '../../auth/login-throttle';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type Actor } from '../audit/record-audit';

/** Locks (ending every session) or unlocks a user; unlocking also clears the login throttle. */
export async function setUserLock(db: Db, actor: Actor, loginId: string, locked: boolean) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.loginId, loginId)).for('update');
    if (!user) throw new AppError('C_SH_002', { message: `ログインID ${loginId} のユーザーは存在しません。` });
    await tx
      .update(users)
      .set({ lockedAt: locked ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    if (locked) await deleteSessionsOfUser(tx, user.id);
    else await new LoginThrottle(tx).clearLoginId(loginId);
    await recordAudit(tx, {
      actor,
      action: locked ? 'user.lock' : 'user.unlock',
      entity: 'user',
      entityId: user.id,
      before: { locked: user.lockedAt != null },
      after: { locked },
    });
    return { wasLocked: user.lockedAt != null };
  });
}
