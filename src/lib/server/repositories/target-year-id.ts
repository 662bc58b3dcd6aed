import { sql, type SQL } from 'drizzle-orm';

/**
 * A target year's id as a scalar subquery. Filtering the big tables on their own
 * `target_year_id` (rather than on the joined year) lets PostgreSQL use their
 * (member, target year, product, …) indexes; filtered through the join it falls back to
 * scanning every posting (bench/results/accounts.md measured 88× COPY's time that way).
 */
export function targetYearIdOf(fiscalYear: number): SQL<number> {
  return sql<number>`(select ty.id from target_years ty where ty.target_year = ${fiscalYear})`;
}
