import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { deleteSessionsOfUser } from '../../auth/sessions';
import { revokeTokensOfUser } from '../../auth/api-tokens';
import { LoginThrottle } from '../../auth/login-throttle';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type Actor } from '../audit/record-audit';

/**
 * Locks a user, ending every session and revoking every personal API token for good, or unlocks
 * one, which also clears the login throttle (tokens issued before the lock stay revoked).
 */
export async function setUserLock(db: Db, actor: Actor, loginId: string, locked: boolean) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.loginId, loginId)).for('update');
    if (!user) throw new AppError('C_SH_002', { message: `ログインID ${loginId} のユーザーは存在しません。` });
    const now = new Date();
    await tx
      .update(users)
      .set({ lockedAt: locked ? now : null, updatedAt: now })
      .where(eq(users.id, user.id));
    let tokensRevoked = 0;
    if (locked) {
      await deleteSessionsOfUser(tx, user.id);
      tokensRevoked = await revokeTokensOfUser(tx, user.id, now);
    } else await new LoginThrottle(tx).clearLoginId(loginId);
    await recordAudit(tx, {
      actor,
      action: locked ? 'user.lock' : 'user.unlock',
      entity: 'user',
      entityId: user.id,
      before: { locked: user.lockedAt != null },
      after: locked ? { locked, tokensRevoked } : { locked },
    });
    return { wasLocked: user.lockedAt != null };
  });
}
