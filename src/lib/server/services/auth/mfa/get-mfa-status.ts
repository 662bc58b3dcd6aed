import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { MEMBER_MFA, type MfaTables } from '@/lib/server/auth/mfa/mfa-tables';
import type { MfaStatusResponse } from '@/lib/schemas/mfa';

/** The enabled (confirmed) second factor of a member user or (with OPERATOR_MFA) an operator, if any. */
export async function findEnabledMfa(db: Executor, userId: number, { factor }: MfaTables = MEMBER_MFA) {
  const [row] = await db.select().from(factor).where(eq(factor.userId, userId)).limit(1);
  return row?.enabledAt ? row : undefined;
}

export async function getMfaStatus(db: Executor, userId: number): Promise<MfaStatusResponse> {
  const { recovery } = MEMBER_MFA;
  const enabled = Boolean(await findEnabledMfa(db, userId));
  const [left] = await db
    .select({ n: count() })
    .from(recovery)
    .where(and(eq(recovery.userId, userId), isNull(recovery.usedAt)));
  return { enabled, recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0 };
}
