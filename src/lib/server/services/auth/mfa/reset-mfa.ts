import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { LoginThrottle } from '@/lib/server/auth/login-throttle';
import { MEMBER_MFA } from '@/lib/server/auth/mfa/mfa-tables';
import { AppError } from '@/lib/errors/app-error';
import { recordAudit, type Actor } from '../../audit/record-audit';
import { removeFactor } from './enable-factor';

/**
 * Operator command for a member who lost the authenticator and the recovery codes: removes the
 * factor (the next login asks for the password only) and clears the code throttle.
 */
export async function resetMfa(db: Db, actor: Actor, loginId: string): Promise<{ hadMfa: boolean }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.loginId, loginId)).for('update');
    if (!user) throw new AppError('C_SH_002', { message: `ログインID ${loginId} のユーザーは存在しません。` });
    const hadMfa = await removeFactor(tx, MEMBER_MFA, user.id);
    await new LoginThrottle(tx, 'mfa').clearLoginId(loginId);
    await recordAudit(tx, {
      actor,
      action: 'user.reset-mfa',
      entity: 'user',
      entityId: user.id,
      before: { mfa: hadMfa },
      after: { mfa: false },
    });
    return { hadMfa };
  });
}
