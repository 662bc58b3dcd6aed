import { sql } from 'drizzle-orm';
import { genericPlanReaderOf, type Executor } from './client';
import { LEDGER_PARENTS, lotsOf, type LedgerParent } from './lot-ddl';
import { rowsOf, type Runner } from './raw-rows';

/**
 * One target year's rows of holdings and postings as two views of the same names in a schema of
 * the year's own, `ledger_of_year_<id>.holdings` and `.postings` (decision 0019): the
 * parent's own rows of that year and the year's FIT lots, named. (Same names, so that a query
 * written against the tables reads a view unchanged.) A member's reads of one year go through it, so PostgreSQL plans over
 * that year's tables only. Through the parent it opens every lot of every year at each planning
 * to leave them out by their CHECK (40 lots over ten years: planning several times the query
 * itself), and a prepared statement cannot keep one plan for all of them.
 *
 * The views are derived objects, kept in step by whatever changes a year's lots, in the same
 * transaction: the clearing that attaches a lot and the fold that removes them call
 * refreshYearViews; migrations drop them before changing the ledger tables and rebuild them after
 * (applyMigrations). A year without lots needs none (readers take the parent then).
 */
export function yearSchemaName(targetYearId: number): string {
  return `ledger_of_year_${targetYearId}`;
}

const YEAR_SCHEMA = /^ledger_of_year_(\d+)$/;

function yearView(parent: LedgerParent, targetYearId: number) {
  return sql`${sql.identifier(yearSchemaName(targetYearId))}.${sql.identifier(parent)}`;
}

/** The lots of `parent` that hold rows of this target year (named after their auction). */
async function yearLotsOf(db: Runner, parent: LedgerParent, targetYearId: number): Promise<string[]> {
  const lots = new Set(await lotsOf(db, parent));
  const auctions = await rowsOf<{ market_no: number }>(
    db,
    sql`select market_no from auctions where target_year_id = ${targetYearId} order by market_no`,
  );
  return auctions.map((a) => `${parent}_lot_${a.market_no}`).filter((lot) => lots.has(lot));
}

/**
 * Builds (again) the year's views of holdings and postings from the catalogue as it stands in the
 * caller's transaction: drop and create, so that a column a migration added is in them. Prepared
 * statements naming a view are planned again by PostgreSQL when it changes.
 */
export async function refreshYearViews(db: Runner, targetYearId: number): Promise<void> {
  await db.execute(sql`create schema if not exists ${sql.identifier(yearSchemaName(targetYearId))}`);
  for (const parent of LEDGER_PARENTS) {
    const view = yearView(parent, targetYearId);
    const table = sql.identifier(parent);
    const lots = (await yearLotsOf(db, parent, targetYearId)).map(
      (lot) => sql` union all select * from ${sql.identifier(lot)}`,
    );
    await db.execute(sql`drop view if exists ${view}`);
    await db.execute(
      sql`create view ${view} as select * from only ${table} where target_year_id = ${sql.raw(String(targetYearId))}${sql.join(lots, sql``)}`,
    );
  }
}

/** The target years that have a schema of views now. */
async function yearsWithViews(db: Runner): Promise<number[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select nspname as name from pg_namespace where nspname ~ '^ledger_of_year_[0-9]+$'`,
  );
  return rows.map((r) => Number(YEAR_SCHEMA.exec(r.name)![1]));
}

/**
 * Drops one year's views. A member's read locks a year's view before the tables it names; whatever
 * changes those tables under ACCESS EXCLUSIVE (the fold detaching lots, a migration) drops the
 * views first, so that it takes its locks in the same order: the other way round, a read holding
 * the view and waiting for a lot, and the change holding the lot and waiting for the view, is a
 * deadlock. A read that waited for the view plans again on the one built in its place.
 */
export async function dropYearViewsOf(db: Runner, targetYearId: number): Promise<void> {
  for (const parent of LEDGER_PARENTS) await db.execute(sql`drop view if exists ${yearView(parent, targetYearId)}`);
}

/** Drops every year's views (before a migration changes holdings or postings). */
export async function dropYearViews(db: Runner): Promise<void> {
  for (const year of await yearsWithViews(db)) await dropYearViewsOf(db, year);
}

/** Builds the views of every year that has lots or had views, from the catalogue (after migrations). */
export async function refreshAllYearViews(db: Runner): Promise<number[]> {
  const withLots = await rowsOf<{ target_year_id: number }>(
    db,
    sql`select distinct a.target_year_id from pg_inherits i join pg_class c on c.oid = i.inhrelid
          join auctions a on c.relname = 'holdings_lot_' || a.market_no
         where i.inhparent = 'holdings'::regclass`,
  );
  const years = [...new Set([...withLots.map((r) => Number(r.target_year_id)), ...(await yearsWithViews(db))])].sort(
    (a, b) => a - b,
  );
  for (const year of years) await refreshYearViews(db, year);
  return years;
}

/**
 * Where the statements over a year's views run: on PostgreSQL, connections of their own whose plan
 * cache keeps each statement's generic plan from the first execution (plan_cache_mode =
 * force_generic_plan; client.ts opens them: genericPlanReaderOf). A view already holds only its year's tables, so the
 * values have nothing left to leave out, and one plan serves every member and page. Left to
 * choose, PostgreSQL planned each execution again whenever the statistics made the generic plan
 * look dearer (LIMIT and OFFSET values count for 10 % of the rows each in it): the history page on
 * the bench's ten-year database but not on the one-year one, the balance page on both (0.7 ms per
 * execution at 100,000 facilities; decision 0019). Every other statement keeps the default: those
 * reading through the parents need the values to leave other years' lots out at planning.
 */
export function viewReaderOf(db: Executor): Executor {
  return genericPlanReaderOf(db);
}
