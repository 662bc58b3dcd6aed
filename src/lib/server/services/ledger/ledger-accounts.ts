import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accounts, targetYears } from '../../db/schema';
import { mayGoNegative, type HoldingLine, type SystemAccount } from '@/lib/domain/ledger';
import { AppError } from '../../../errors/app-error';

const SYSTEM_KIND: Record<SystemAccount, string> = {
  'certification-source': 'certification_source',
  'fit-supply': 'fit_supply',
  retirement: 'retirement',
};

/** The member's ledger account, created on first use (a new member has none). */
async function memberAccountId(tx: Executor, organizationId: number): Promise<number> {
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

/** Where a ledger line lives: the holdings row's key columns and whether it may go below zero. */
export interface HoldingCoordinates {
  accountId: number;
  /** Denormalised from the account for the member's own queries; null for system accounts. */
  organizationId: number | null;
  targetYearId: number;
  productCd: number;
  holdingClassCd: number;
  facilityId: string;
  allowNegative: boolean;
}

/**
 * The coordinates of each of these lines (persistEntry and persistEntryInBulk): account and
 * target-year ids are looked up once per distinct value, a few per entry however many lines.
 */
export async function holdingCoordinatesOf(
  tx: Executor,
  lines: readonly HoldingLine[],
): Promise<(line: HoldingLine) => HoldingCoordinates> {
  const accountIds = new Map<string, number>();
  const yearIds = new Map<number, number>();
  const accountKey = (line: HoldingLine) => (line.kind === 'member' ? `m${line.memberId}` : `s${line.account}`);
  for (const line of lines) {
    const key = accountKey(line);
    if (!accountIds.has(key))
      accountIds.set(
        key,
        line.kind === 'member' ? await memberAccountId(tx, line.memberId) : await systemAccountId(tx, line.account),
      );
    if (!yearIds.has(line.targetYear)) yearIds.set(line.targetYear, await targetYearIdOf(tx, line.targetYear));
  }
  return (line) => ({
    accountId: accountIds.get(accountKey(line))!,
    organizationId: line.kind === 'member' ? line.memberId : null,
    targetYearId: yearIds.get(line.targetYear)!,
    productCd: line.productCd,
    holdingClassCd: line.kind === 'member' ? line.holdingClassCd : 0,
    facilityId: line.facilityId,
    allowNegative: mayGoNegative(line),
  });
}
