import { sql } from 'drizzle-orm';
import { pgSchema, type PgView } from 'drizzle-orm/pg-core';
import type { Executor } from '../db';
import { holdings, postings } from '../db/schema';
import { viewReaderOf, yearSchemaName } from '../db/year-views';
import type { LedgerParent } from '../db/lot-ddl';
import { rowsOf } from '../db/raw-rows';

/**
 * Where a member's read of one target year takes holdings or postings from (decision 0019, issue
 * 24 §1): the year's view (its own tables only, year-views.ts), which has the table's name in the
 * year's schema, so the query's column references read it unchanged; the table itself for a year
 * without a view (no lots, so nothing to leave out). `key` goes into a prepared statement's name:
 * the SQL differs by year.
 */
export interface YearSource {
  from: PgView | typeof holdings | typeof postings;
  key: string;
}

const TABLES = { holdings, postings } as const;
/** A year without a view is looked at again after this long: its first FIT clearing creates one. */
const RECHECK_MS = 10_000;
const seen = new WeakMap<Executor, Map<string, { view: boolean; at: number }>>();
const viewName = (parent: LedgerParent, targetYearId: number) => `${yearSchemaName(targetYearId)}.${parent}`;

async function yearSourceOf(db: Executor, parent: LedgerParent, targetYearId: number): Promise<YearSource> {
  const name = viewName(parent, targetYearId);
  let known = seen.get(db);
  if (!known) seen.set(db, (known = new Map()));
  let entry = known.get(name);
  // A view, once made, stays (the fold and migrations build it again in one transaction).
  if (!entry || (!entry.view && Date.now() - entry.at > RECHECK_MS)) {
    const [row] = await rowsOf<{ found: boolean }>(db, sql`select to_regclass(${name}) is not null as found`);
    entry = { view: row?.found === true, at: Date.now() };
    known.set(name, entry);
  }
  return entry.view
    ? { from: pgSchema(yearSchemaName(targetYearId)).view(parent, {}).existing(), key: `_y${targetYearId}` }
    : { from: TABLES[parent], key: '' };
}

/**
 * Runs a year's read on its source, and a read of a view on the view readers (year-views.ts
 * viewReaderOf: generic plans); when the view has gone meanwhile (a migration's window: it drops
 * the views before changing the tables), forgets it and reads the table on `db` instead.
 */
export async function readFromYear<T>(
  db: Executor,
  parent: LedgerParent,
  targetYearId: number,
  read: (source: YearSource, on: Executor) => Promise<T>,
): Promise<T> {
  const source = await yearSourceOf(db, parent, targetYearId);
  if (source.key === '') return read(source, db);
  try {
    return await read(source, viewReaderOf(db));
  } catch (error) {
    if (!isUndefinedTable(error)) throw error;
    seen.get(db)?.set(viewName(parent, targetYearId), { view: false, at: Date.now() });
    return read({ from: TABLES[parent], key: '' }, db);
  }
}

function isUndefinedTable(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '42P01') return true;
  return false;
}
