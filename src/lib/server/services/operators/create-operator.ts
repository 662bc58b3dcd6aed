import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { operators } from '../../db/schema';
import type { CreateOperatorInput } from '@/lib/schemas/ops';
import { hashPassword } from '../../auth/password-hash';
import { temporaryPassword } from '../../auth/temporary-password';
import { recordAudit, type Actor } from '../audit/record-audit';
import { OPERATOR_ENTITY } from './find-operator';

/**
 * A new operator with a temporary password. The first sign-in at /admin/login enrols the
 * mandatory second factor, then asks for a new password.
 */
export async function createOperator(db: Db, actor: Actor, input: CreateOperatorInput) {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const operator = await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: operators.id }).from(operators).where(eq(operators.loginId, input.loginId));
    if (taken) throw new Error(`ログインID ${input.loginId} は既にオペレーターに使われています。`);
    const [created] = await tx
      .insert(operators)
      .values({ loginId: input.loginId, displayName: input.displayName, passwordHash, mustChangePassword: true })
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'operator.create',
      entity: OPERATOR_ENTITY,
      entityId: created!.id,
      after: { loginId: created!.loginId, displayName: created!.displayName, mustChangePassword: true },
    });
    return created!;
  });
  return { operator, temporaryPassword: password };
}
