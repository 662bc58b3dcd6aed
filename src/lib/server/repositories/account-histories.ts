import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { HistorySortKey, SortOrder } from '../../domain/grid/sort-order';
import type { Executor } from '../db';
import { facilities, journalEntries, postings, products, targetYears } from '../db/schema';
import { jstDayEnd, jstDayStart } from '../time/jst-timestamp';
import { chosenOrder } from './chosen-order';
import { lineFilterParams, lineFilterShape, type BalanceFilters } from './account-balances';
import type { RowWindow } from './keyset';
import { resolveTargetYearId, targetYearIdOf } from './target-year-id';
import { param, preparedByShape, present, sortShape } from './prepared-by-shape';
import { readFromYear, type YearSource } from './year-source';

export interface HistoryFilters extends BalanceFilters {
  /** JST calendar days, inclusive, on the time of the movement. */
  dateFrom?: string;
  dateTo?: string;
}

/**
 * Sort position of a posting. The time travels as UTC text with microseconds: a JavaScript Date
 * keeps only milliseconds, and postings of one transaction share a timestamp to the microsecond.
 */
export type HistoryCursor = { createdAtUtc: string; id: number };

export function historyWhere(organizationId: number, f: HistoryFilters): SQL {
  return historyWhereFrom(organizationId, f, {
    from: f.dateFrom === undefined ? undefined : jstDayStart(f.dateFrom),
    to: f.dateTo === undefined ? undefined : jstDayEnd(f.dateTo),
  });
}

/** The conditions with the date filter given as instants (the prepared page passes them as values). */
function historyWhereFrom(
  organizationId: number,
  f: BalanceFilters,
  dates: { from?: Date; to?: Date },
  targetYearId: SQL<number> | number = targetYearIdOf(f.fiscalYear),
): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(postings.organizationId, organizationId),
    eq(postings.targetYearId, targetYearId),
    eq(postings.productCd, f.productCd),
    f.holdingClassCd === undefined ? undefined : eq(postings.holdingClassCd, f.holdingClassCd),
    f.reType === undefined ? undefined : eq(facilities.reTypeCd, f.reType),
    f.prefectureCd === undefined ? undefined : eq(facilities.prefectureCd, f.prefectureCd),
    f.equipmentId === undefined ? undefined : eq(postings.facilityId, f.equipmentId),
    dates.from === undefined ? undefined : gte(postings.createdAt, dates.from),
    dates.to === undefined ? undefined : lt(postings.createdAt, dates.to),
  ];
  return and(...conditions)!;
}

/** The chosen order, then the list's own (newest first, by posting id) as the tie-break. */
function historyOrder(sort: SortOrder<HistorySortKey> | undefined): SQL[] {
  const natural = [desc(postings.createdAt), desc(postings.id)];
  if (!sort) return natural;
  if (sort.key === 'dateTime') return sort.descending ? natural : [asc(postings.createdAt), asc(postings.id)];
  const columns = { equipmentId: sql`${postings.facilityId} collate "C"`, volume: postings.volume };
  return chosenOrder({ ...sort, key: sort.key }, columns, natural);
}

/** The columns of a history line, for the list page and the CSV's keyset batches alike. */
const HISTORY_LINE = {
  postingId: postings.id,
  entryId: postings.entryId,
  createdAt: postings.createdAt,
  createdAtUtc: sql<string>`to_char(${postings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  kind: journalEntries.kind,
  businessDate: journalEntries.businessDate,
  reference: journalEntries.reference,
  fiscalYear: targetYears.targetYear,
  productCd: postings.productCd,
  productName: products.name,
  holdingClassCd: postings.holdingClassCd,
  facilityId: postings.facilityId,
  facilityName: facilities.name,
  volume: postings.volume,
};

function selectHistoryLines<E extends Record<string, SQL>>(
  db: Executor,
  extra: E,
  source: YearSource['from'] = postings,
) {
  return db
    .select({ ...HISTORY_LINE, ...extra })
    .from(source)
    .innerJoin(targetYears, eq(targetYears.id, postings.targetYearId))
    .innerJoin(facilities, eq(facilities.id, postings.facilityId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .leftJoin(products, eq(products.code, postings.productCd));
}

export async function findHistoryLines(
  db: Executor,
  organizationId: number,
  f: HistoryFilters,
  window: RowWindow<HistoryCursor>,
  sort?: SortOrder<HistorySortKey>,
) {
  let where = historyWhere(organizationId, f);
  if ('after' in window && window.after) {
    where = and(
      where,
      sql`(${postings.createdAt}, ${postings.id}) < (${window.after.createdAtUtc}::timestamptz, ${window.after.id})`,
    )!;
  }
  const query = selectHistoryLines(db, {})
    .where(where)
    .orderBy(...historyOrder(sort))
    .limit(window.limit);
  return 'offset' in window ? query.offset(window.offset) : query;
}

export type HistoryLine = Awaited<ReturnType<typeof findHistoryLines>>[number];

function selectHistoryCount(db: Executor, where: SQL, source: YearSource['from'] = postings) {
  return (
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(source)
      // Left joins: every member line names a year and a facility (the reference triggers), so
      // PostgreSQL drops them unless a filter reads the facility (a full scan of facilities per
      // request otherwise: 100,000 facilities at market size).
      .leftJoin(targetYears, eq(targetYears.id, postings.targetYearId))
      .leftJoin(facilities, eq(facilities.id, postings.facilityId))
      .where(where)
  );
}

async function countHistoryLines(db: Executor, organizationId: number, f: HistoryFilters): Promise<number> {
  const [row] = await selectHistoryCount(db, historyWhere(organizationId, f));
  return Number(row?.count ?? 0);
}

interface HistoryPageShape {
  filters: HistoryFilters;
  sort?: SortOrder<HistorySortKey>;
  count: boolean;
  source: YearSource;
}

/**
 * One page of postings, and when asked the count of all of them, in one prepared statement: the
 * count is an uncorrelated subquery (computed once, as the separate count statement was), so the
 * page keeps its own plan (an index range up to its LIMIT) and a request makes one round trip
 * instead of two. Shape: which optional filters are given, the sort, whether to count, and the
 * year's source: its view of its own tables when it has lots (year-source.ts), so the plan reads only that year's lots.
 */
const historyPageQuery = preparedByShape(
  ({ filters: f, sort, count, source }: HistoryPageShape) =>
    `history_page_${lineFilterShape(f)}${present(f.dateFrom)}${present(f.dateTo)}${count ? 'c' : ''}${sortShape(sort)}${source.key}`,
  (db, { filters: f, sort, count, source }, name) => {
    const where = historyWhereFrom(
      param('organizationId'),
      lineFilterParams(f),
      {
        from: f.dateFrom === undefined ? undefined : param('from'),
        to: f.dateTo === undefined ? undefined : param('to'),
      },
      param('targetYearId'),
    );
    const total = count ? sql<number>`(${selectHistoryCount(db, where, source.from)})` : sql<null>`null`;
    return selectHistoryLines(db, { total }, source.from)
      .where(where)
      .orderBy(...historyOrder(sort))
      .limit(param('limit'))
      .offset(param('offset'))
      .prepare(name);
  },
);

/** A page of the member's postings (newest first or the chosen sort), with the count of all when asked. */
export async function findHistoryPage(
  db: Executor,
  organizationId: number,
  f: HistoryFilters,
  window: { offset: number; limit: number },
  sort: SortOrder<HistorySortKey> | undefined,
  count: boolean,
): Promise<{ lines: HistoryLine[]; count?: number }> {
  const targetYearId = await resolveTargetYearId(db, f.fiscalYear);
  if (targetYearId === null) return count ? { lines: [], count: 0 } : { lines: [] };
  const rows = await readFromYear(db, 'postings', targetYearId, (source, on) =>
    historyPageQuery(on, { filters: f, sort, count, source }).execute({
      organizationId,
      targetYearId,
      ...f,
      from: f.dateFrom === undefined ? undefined : jstDayStart(f.dateFrom),
      to: f.dateTo === undefined ? undefined : jstDayEnd(f.dateTo),
      ...window,
    }),
  );
  const lines = rows.map(({ total: _total, ...line }) => line);
  if (!count) return { lines };
  // The count rides on the page's rows: past the last page, ask for it alone.
  if (rows.length === 0)
    return { lines, count: window.offset === 0 ? 0 : await countHistoryLines(db, organizationId, f) };
  return { lines, count: Number(rows[0]!.total) };
}
