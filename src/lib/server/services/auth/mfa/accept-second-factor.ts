import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { userMfa, userRecoveryCodes } from '../../../db/schema';
import { decryptSecret } from '../../../auth/mfa/mfa-key';
import { isTotpCodeShape, matchTotpStep } from '../../../auth/mfa/totp';
import { hashRecoveryCode, normalizeRecoveryCode } from '../../../auth/mfa/recovery-codes';

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
  options: { allowRecovery: boolean } = { allowRecovery: true },
): Promise<SecondFactor | undefined> {
  const trimmed = code.trim();
  if (isTotpCodeShape(trimmed)) {
    const step = matchTotpStep(decryptSecret(mfa.secretEnc), trimmed, now);
    if (step === undefined) return undefined;
    const won = await db
      .update(userMfa)
      .set({ lastStep: step })
      .where(and(eq(userMfa.userId, mfa.userId), or(isNull(userMfa.lastStep), lt(userMfa.lastStep, step))))
      .returning({ userId: userMfa.userId });
    return won.length > 0 ? 'totp' : undefined;
  }
  const normalized = options.allowRecovery ? normalizeRecoveryCode(trimmed) : undefined;
  if (!normalized) return undefined;
  const used = await db
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(userRecoveryCodes.userId, mfa.userId),
        eq(userRecoveryCodes.codeHash, hashRecoveryCode(normalized)),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return used.length > 0 ? 'recovery' : undefined;
}
