import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { organizations, users } from '../../db/schema';
import type { CreateUserInput } from '@/lib/schemas/ops';
import { hashPassword } from '../../auth/password-hash';
import { temporaryPassword } from '../../auth/temporary-password';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type Actor } from '../audit/record-audit';

/** A new login user with a temporary password that must be changed at first login. */
export async function createUser(db: Db, actor: Actor, input: CreateUserInput) {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const [org] = await tx.select().from(organizations).where(eq(organizations.memberNumber, input.memberNumber));
    if (!org || org.isSystem) {
      const message = `会員番号 ${input.memberNumber} の取引会員は存在しません。`;
      throw new AppError('C_SH_008', { message, fieldErrors: [{ field: 'memberNumber', message }] });
    }
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.loginId, input.loginId));
    if (taken) {
      const message = `ログインID ${input.loginId} は既に使われています。`;
      throw new AppError('C_SH_001', { message, fieldErrors: [{ field: 'loginId', message }] });
    }
    const [created] = await tx
      .insert(users)
      .values({
        organizationId: org.id,
        loginId: input.loginId,
        displayName: input.displayName,
        passwordHash,
        mustChangePassword: true,
      })
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'user.create',
      entity: 'user',
      entityId: created!.id,
      after: { loginId: created!.loginId, organizationId: org.id, mustChangePassword: true },
    });
    return created!;
  });
  return { user, temporaryPassword: password };
}
