import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { decryptSecret } from '@/lib/server/auth/mfa/mfa-key';
import { isTotpCodeShape, matchTotpStep } from '@/lib/server/auth/mfa/totp';
import { hashRecoveryCode, normalizeRecoveryCode } from '@/lib/server/auth/mfa/recovery-codes';
import { MEMBER_MFA, type MfaTables } from '@/lib/server/auth/mfa/mfa-tables';

export type SecondFactor = 'totp' | 'recovery';

/**
 * Accepts a TOTP code or an unused recovery code. Each acceptance is one conditional UPDATE, so
 * two requests racing with the same code cannot both win: a TOTP step must be later than the last
 * accepted one (no replay within the window), a recovery code must not be used yet.
 */
export async function acceptSecondFactor(
  db: Executor,
  mfa: { userId: number; secretEnc: string },
  code: string,
  now: Date,
  { allowRecovery = true, tables = MEMBER_MFA }: { allowRecovery?: boolean; tables?: MfaTables } = {},
): Promise<SecondFactor | undefined> {
  const { factor, recovery } = tables;
  const trimmed = code.trim();
  if (isTotpCodeShape(trimmed)) {
    const step = matchTotpStep(decryptSecret(mfa.secretEnc), trimmed, now);
    if (step === undefined) return undefined;
    const won = await db
      .update(factor)
      .set({ lastStep: step })
      .where(and(eq(factor.userId, mfa.userId), or(isNull(factor.lastStep), lt(factor.lastStep, step))))
      .returning({ userId: factor.userId });
    return won.length > 0 ? 'totp' : undefined;
  }
  const normalized = allowRecovery ? normalizeRecoveryCode(trimmed) : undefined;
  if (!normalized) return undefined;
  const used = await db
    .update(recovery)
    .set({ usedAt: now })
    .where(
      and(
        eq(recovery.userId, mfa.userId),
        eq(recovery.codeHash, hashRecoveryCode(normalized)),
        isNull(recovery.usedAt),
      ),
    )
    .returning({ id: recovery.id });
  return used.length > 0 ? 'recovery' : undefined;
}
