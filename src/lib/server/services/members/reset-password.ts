import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { hashPassword } from '../../auth/password-hash';
import { temporaryPassword } from '../../auth/temporary-password';
import { deleteSessionsOfUser } from '../../auth/sessions';
import { LoginThrottle } from '../../auth/login-throttle';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type Actor } from '../audit/record-audit';

/** Issues a new temporary password, ends the user's sessions and requires a change at next login. */
export async function resetPassword(db: Db, actor: Actor, loginId: string) {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.loginId, loginId)).for('update');
    if (!user) throw new AppError('C_SH_002', { message: `ログインID ${loginId} のユーザーは存在しません。` });
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await deleteSessionsOfUser(tx, user.id);
    await new LoginThrottle(tx).clearLoginId(loginId);
    await recordAudit(tx, {
      actor,
      action: 'user.reset-password',
      entity: 'user',
      entityId: user.id,
      before: { mustChangePassword: user.mustChangePassword },
      after: { mustChangePassword: true },
    });
  });
  return { temporaryPassword: password };
}
