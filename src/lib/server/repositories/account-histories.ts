import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { HistorySortKey, SortOrder } from '../../domain/grid/sort-order';
import type { Executor } from '../db';
import { facilities, journalEntries, postings, products, targetYears } from '../db/schema';
import { jstDayEnd, jstDayStart } from '../time/jst-timestamp';
import { chosenOrder } from './chosen-order';
import type { BalanceFilters } from './account-balances';
import type { RowWindow } from './keyset';
import { targetYearIdOf } from './target-year-id';

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
  const conditions: (SQL | undefined)[] = [
    eq(postings.organizationId, organizationId),
    eq(postings.targetYearId, targetYearIdOf(f.fiscalYear)),
    eq(postings.productCd, f.productCd),
    f.holdingClassCd === undefined ? undefined : eq(postings.holdingClassCd, f.holdingClassCd),
    f.reType === undefined ? undefined : eq(facilities.reTypeCd, f.reType),
    f.prefectureCd === undefined ? undefined : eq(facilities.prefectureCd, f.prefectureCd),
    f.equipmentId === undefined ? undefined : eq(postings.facilityId, f.equipmentId),
    f.dateFrom === undefined ? undefined : gte(postings.createdAt, jstDayStart(f.dateFrom)),
    f.dateTo === undefined ? undefined : lt(postings.createdAt, jstDayEnd(f.dateTo)),
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
  const query = db
    .select({
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
    })
    .from(postings)
    .innerJoin(targetYears, eq(targetYears.id, postings.targetYearId))
    .innerJoin(facilities, eq(facilities.id, postings.facilityId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .leftJoin(products, eq(products.code, postings.productCd))
    .where(where)
    .orderBy(...historyOrder(sort))
    .limit(window.limit);
  return 'offset' in window ? query.offset(window.offset) : query;
}

export type HistoryLine = Awaited<ReturnType<typeof findHistoryLines>>[number];

export async function countHistoryLines(db: Executor, organizationId: number, f: HistoryFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(postings)
    .innerJoin(targetYears, eq(targetYears.id, postings.targetYearId))
    .innerJoin(facilities, eq(facilities.id, postings.facilityId))
    .where(historyWhere(organizationId, f));
  return Number(row?.count ?? 0);
}
