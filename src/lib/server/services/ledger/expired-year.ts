import { eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { yearExpiries } from '../../db/schema';
import { expiredYearMessage, isExpired } from '@/lib/domain/ledger';
import { AppError } from '../../../errors/app-error';
import { getSystemState } from '../system/system-state';
import { targetYearIdOf } from './ledger-accounts';

/**
 * Transfers, sell bids, certificate issues and re-offers of a target year are refused once its
 * usable period is over (the business date is past usableUntil), and stay refused once the year
 * has expired even if the business date is set back (decision 0029): 422 C_AC_009 naming the date.
 * A year that does not exist is refused as such first (C_AC_006), not as expired.
 */
export async function refuseExpiredYear(tx: Executor, fiscalYear: number, businessDate?: string): Promise<void> {
  await targetYearIdOf(tx, fiscalYear);
  const date = businessDate ?? (await getSystemState(tx)).businessDate;
  if (isExpired(fiscalYear, date) || (await hasExpired(tx, fiscalYear))) {
    throw new AppError('C_AC_009', { message: expiredYearMessage(fiscalYear) });
  }
}

/**
 * New supply of a year is refused once the year has expired, whatever the business date: a round
 * created or FIT supply loaded then would hold volume beside the retired rest that nobody may use.
 * Before the expiry has run, an operator may still finish a year's last round (the expiry waits for
 * it: it refuses while an auction of the year is uncleared).
 */
export async function refuseSupplyOfExpiredYear(tx: Executor, fiscalYear: number): Promise<void> {
  if (await hasExpired(tx, fiscalYear)) throw new AppError('C_AC_009', { message: expiredYearMessage(fiscalYear) });
}

/** The year's expiry has run (year_expiries). */
async function hasExpired(tx: Executor, fiscalYear: number): Promise<boolean> {
  const [row] = await tx
    .select({ fiscalYear: yearExpiries.fiscalYear })
    .from(yearExpiries)
    .where(eq(yearExpiries.fiscalYear, fiscalYear));
  return row !== undefined;
}
