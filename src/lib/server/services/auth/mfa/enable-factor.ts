import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { AppError } from '@/lib/errors/app-error';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from '@/lib/server/auth/mfa/recovery-codes';
import type { MfaTables } from '@/lib/server/auth/mfa/mfa-tables';
import { acceptSecondFactor } from './accept-second-factor';

/**
 * Inside the caller's transaction: turns the pending factor on once a code from it is seen (so the
 * app really holds the secret) and answers fresh recovery codes, stored only as hashes; undefined
 * for a wrong code.
 */
export async function enableFactor(
  tx: Executor,
  tables: MfaTables,
  ownerId: number,
  code: string,
  now: Date,
): Promise<string[] | undefined> {
  const { factor, recovery } = tables;
  const [pending] = await tx.select().from(factor).where(eq(factor.userId, ownerId)).for('update');
  if (!pending) throw new AppError('C_AU_011');
  if (pending.enabledAt) throw new AppError('C_AU_010');
  if (!(await acceptSecondFactor(tx, pending, code, now, { allowRecovery: false, tables }))) return undefined;
  const recoveryCodes = newRecoveryCodes();
  await tx.update(factor).set({ enabledAt: now }).where(eq(factor.userId, ownerId));
  await tx.delete(recovery).where(eq(recovery.userId, ownerId));
  await tx
    .insert(recovery)
    .values(recoveryCodes.map((c) => ({ userId: ownerId, codeHash: hashRecoveryCode(normalizeRecoveryCode(c)!) })));
  return recoveryCodes;
}

/** Removes a factor and its recovery codes; says whether one was on. */
export async function removeFactor(tx: Executor, { factor, recovery }: MfaTables, ownerId: number): Promise<boolean> {
  const removed = await tx.delete(factor).where(eq(factor.userId, ownerId)).returning({ enabledAt: factor.enabledAt });
  await tx.delete(recovery).where(eq(recovery.userId, ownerId));
  return Boolean(removed[0]?.enabledAt);
}
