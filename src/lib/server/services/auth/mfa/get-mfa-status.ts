import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { userMfa, userRecoveryCodes } from '../../../db/schema';
import type { MfaStatusResponse } from '../../../../schemas/mfa';

/** The enabled (confirmed) second factor of a user, if any. */
export async function findEnabledMfa(db: Executor, userId: number) {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId)).limit(1);
  return row?.enabledAt ? row : undefined;
}

export async function getMfaStatus(db: Executor, userId: number): Promise<MfaStatusResponse> {
  const enabled = Boolean(await findEnabledMfa(db, userId));
  const [left] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return { enabled, recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0 };
}
