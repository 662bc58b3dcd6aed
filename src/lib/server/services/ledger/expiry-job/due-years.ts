import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { rowsOf } from '../../../db/raw-rows';
import { isExpired } from '@/lib/domain/ledger';
import { getSystemState } from '../../system/system-state';

/**
 * Target years due for expiry on the market's business date: past their usable period, not
 * expired yet, and with no auction left to clear (expireYear refuses those; the job waits for them).
 */
export async function dueExpiryYears(db: Executor): Promise<number[]> {
  const { businessDate } = await getSystemState(db);
  const rows = await rowsOf<{ target_year: number }>(
    db,
    sql`select y.target_year from target_years y
         where not exists (select 1 from year_expiries e where e.target_year_id = y.id)
           and not exists (select 1 from auctions a where a.fiscal_year = y.target_year and a.cleared_at is null)
         order by y.target_year`,
  );
  return rows.map((r) => r.target_year).filter((year) => isExpired(year, businessDate));
}
