import { eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { operators } from '../../db/schema';

/** The operator row for a command, locked for the caller's transaction; an unknown login id is refused. */
export async function lockOperator(tx: Executor, loginId: string) {
  const [operator] = await tx.select().from(operators).where(eq(operators.loginId, loginId)).for('update');
  if (!operator) throw new Error(`ログインID ${loginId} のオペレーターは存在しません。`);
  return operator;
}

/** How operators appear in the audit log as the entity acted on. */
export const OPERATOR_ENTITY = 'operator';
