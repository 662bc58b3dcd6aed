import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db';
import { targetYears } from '../db/schema';

/**
 * A target year's id as a scalar subquery. Filtering the big tables on their own
 * `target_year_id` (rather than on the joined year) lets PostgreSQL use their
 * (member, target year, product, …) indexes; filtered through the join it falls back to
 * scanning every posting (bench/results/accounts.md measured 88× COPY's time that way).
 */
export function targetYearIdOf(fiscalYear: number): SQL<number> {
  return sql<number>`(select ty.id from target_years ty where ty.target_year = ${fiscalYear})`;
}

const knownIds = new WeakMap<Executor, Map<number, number>>();

/**
 * A target year's id as a value, for the members' prepared list statements: with the id bound as
 * a value (not the subquery above) the planner reads each FIT lot's CHECK and leaves out the lots
 * of other years (four FIT auctions a year make 40 lots over ten years). A year's id never changes once the master
 * has it, so found ids are kept per database handle; null when the master has no such year.
 */
export async function resolveTargetYearId(db: Executor, fiscalYear: number): Promise<number | null> {
  let ids = knownIds.get(db);
  if (!ids) knownIds.set(db, (ids = new Map()));
  const known = ids.get(fiscalYear);
  if (known !== undefined) return known;
  const [row] = await db.select({ id: targetYears.id }).from(targetYears).where(eq(targetYears.targetYear, fiscalYear));
  const id = row ? row.id : null;
  if (id !== null) ids.set(fiscalYear, id);
  return id;
}
