import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accounts, targetYears } from '../../db/schema';
import type { SystemAccount } from '@/lib/domain/ledger';
import { AppError } from '../../http/app-error';

const SYSTEM_KIND: Record<SystemAccount, string> = {
  'certification-source': 'certification_source',
  'fit-supply': 'fit_supply',
  retirement: 'retirement',
};

/** The member's ledger account, created on first use (a new member has none). */
export async function memberAccountId(tx: Executor, organizationId: number): Promise<number> {
  const [found] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.organizationId, organizationId));
  if (found) return found.id;
  await tx.insert(accounts).values({ kind: 'member', organizationId }).onConflictDoNothing();
  const [created] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.organizationId, organizationId));
  return created!.id;
}

export async function systemAccountId(tx: Executor, account: SystemAccount): Promise<number> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.kind, SYSTEM_KIND[account]), isNull(accounts.organizationId)));
  if (!row) throw new Error(`System account ${account} is missing: was the code master seeded?`);
  return row.id;
}

/** target_years.id of a fiscal year, or 422 when the year is not in the master. */
export async function targetYearIdOf(tx: Executor, targetYear: number): Promise<number> {
  const [row] = await tx.select({ id: targetYears.id }).from(targetYears).where(eq(targetYears.targetYear, targetYear));
  if (!row) throw new AppError('C_AC_006');
  return row.id;
}
