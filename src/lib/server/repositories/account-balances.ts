import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { BalanceSortKey, SortOrder } from '../../domain/grid/sort-order';
import type { Executor } from '../db';
import { facilities, holdings, municipalities, prefectures, products, renewableTypes, targetYears } from '../db/schema';
import { availableVolumeSql } from './available-volume-sql';
import { chosenOrder } from './chosen-order';
import { exactNumber, type RowWindow } from './keyset';
import { resolveTargetYearId, targetYearIdOf } from './target-year-id';
import { param, preparedByShape, present, sortShape } from './prepared-by-shape';
import { readFromYear, type YearSource } from './year-source';

export interface BalanceFilters {
  fiscalYear: number;
  productCd: number;
  holdingClassCd?: number;
  reType?: number;
  prefectureCd?: string;
  equipmentId?: string;
}

/** Which optional line filters are given, as shape letters of a prepared statement. */
export function lineFilterShape(f: BalanceFilters): string {
  return `${present(f.holdingClassCd)}${present(f.reType)}${present(f.prefectureCd)}${present(f.equipmentId)}`;
}

/** The line filters as named values of a prepared statement (the given optional ones only). */
export function lineFilterParams(f: BalanceFilters): BalanceFilters {
  return {
    fiscalYear: param('fiscalYear'),
    productCd: param('productCd'),
    holdingClassCd: f.holdingClassCd === undefined ? undefined : param('holdingClassCd'),
    reType: f.reType === undefined ? undefined : param('reType'),
    prefectureCd: f.prefectureCd === undefined ? undefined : param('prefectureCd'),
    equipmentId: f.equipmentId === undefined ? undefined : param('equipmentId'),
  };
}

/** Sort position of a balance line: facility id (byte order, the same on every database), then class. */
export type BalanceCursor = { facilityId: string; holdingClassCd: number };

export const byteOrderFacility = sql`${holdings.facilityId} collate "C"`;

/**
 * Every condition starts from the caller's organization: a member's own lines are the only rows
 * these queries can reach, whatever else the request names. Empty lines (balance 0) are not shown,
 * but for lines whose volume expired: the member sees what it lost as 失効.
 */
export function balanceWhere(
  organizationId: number,
  f: BalanceFilters,
  targetYearId: SQL<number> | number = targetYearIdOf(f.fiscalYear),
): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(holdings.organizationId, organizationId),
    eq(holdings.targetYearId, targetYearId),
    eq(holdings.productCd, f.productCd),
    or(gt(holdings.balance, 0), gt(holdings.expired, 0)),
    f.holdingClassCd === undefined ? undefined : eq(holdings.holdingClassCd, f.holdingClassCd),
    f.reType === undefined ? undefined : eq(facilities.reTypeCd, f.reType),
    f.prefectureCd === undefined ? undefined : eq(facilities.prefectureCd, f.prefectureCd),
    f.equipmentId === undefined ? undefined : eq(holdings.facilityId, f.equipmentId),
  ];
  return and(...conditions)!;
}

/**
 * The screen's chosen order, then the list's own (facility in byte order, holding class) so that
 * equal values keep one order and pages do not overlap. The CSV keeps the list's own order.
 */
function balanceOrder(sort: SortOrder<BalanceSortKey> | undefined): SQL[] {
  const natural = [asc(byteOrderFacility), asc(holdings.holdingClassCd)];
  return chosenOrder(
    sort,
    {
      equipmentId: byteOrderFacility,
      balance: holdings.balance,
      availableVolume: availableVolumeSql(),
    },
    natural,
  );
}

/** The columns of a balance line, for the list page and the CSV's keyset batches alike. */
const BALANCE_LINE = {
  fiscalYear: targetYears.targetYear,
  productCd: holdings.productCd,
  productName: products.name,
  holdingClassCd: holdings.holdingClassCd,
  facilityId: holdings.facilityId,
  facilityName: facilities.name,
  reTypeCd: facilities.reTypeCd,
  reTypeName: renewableTypes.name,
  prefectureCd: facilities.prefectureCd,
  prefectureName: prefectures.name,
  municipalityCd: facilities.municipalityCd,
  municipalityName: municipalities.name,
  capacityW: facilities.capacityW,
  operationStartDate: facilities.operationStartDate,
  balance: holdings.balance,
  reserved: holdings.reserved,
  expired: holdings.expired,
};

/** `from` is the database or a WITH clause of it. */
function selectBalanceLines<E extends Record<string, SQL.Aliased | SQL>>(
  from: Pick<Executor, 'select'>,
  extra: E,
  source: YearSource['from'] = holdings,
) {
  return from
    .select({ ...BALANCE_LINE, ...extra })
    .from(source)
    .innerJoin(targetYears, eq(targetYears.id, holdings.targetYearId))
    .innerJoin(facilities, eq(facilities.id, holdings.facilityId))
    .leftJoin(products, eq(products.code, holdings.productCd))
    .leftJoin(renewableTypes, eq(renewableTypes.code, facilities.reTypeCd))
    .leftJoin(prefectures, eq(prefectures.code, facilities.prefectureCd))
    .leftJoin(municipalities, eq(municipalities.code, facilities.municipalityCd));
}

export async function findBalanceLines(
  db: Executor,
  organizationId: number,
  f: BalanceFilters,
  window: RowWindow<BalanceCursor>,
  sort?: SortOrder<BalanceSortKey>,
) {
  let where = balanceWhere(organizationId, f);
  if ('after' in window && window.after) {
    where = and(
      where,
      sql`(${byteOrderFacility}, ${holdings.holdingClassCd}) > (${window.after.facilityId} collate "C", ${window.after.holdingClassCd})`,
    )!;
  }
  const query = selectBalanceLines(db, {})
    .where(where)
    .orderBy(...balanceOrder(sort))
    .limit(window.limit);
  return 'offset' in window ? query.offset(window.offset) : query;
}

export type BalanceLine = Awaited<ReturnType<typeof findBalanceLines>>[number];

/** Row count and the sum of balances over every line matching the filters (the summary's select). */
function selectBalanceSummary(db: Executor, where: SQL, source: YearSource['from'] = holdings) {
  return (
    db
      .select({
        count: sql<number>`count(*)::int`.as('count'),
        total: sql<string>`coalesce(sum(${holdings.balance}), 0)::text`.as('total'),
        expired: sql<string>`coalesce(sum(${holdings.expired}), 0)::text`.as('expired'),
      })
      .from(source)
      // Left joins: every member line names a year and a facility (the reference triggers), so
      // PostgreSQL drops them unless a filter reads the facility (a full scan of facilities per
      // request otherwise: 100,000 facilities at market size).
      .leftJoin(targetYears, eq(targetYears.id, holdings.targetYearId))
      .leftJoin(facilities, eq(facilities.id, holdings.facilityId))
      .where(where)
  );
}

/** Row count and the sum of balances over every line matching the filters, not just one page. */
async function summarizeBalanceLines(db: Executor, organizationId: number, f: BalanceFilters) {
  const [row] = await selectBalanceSummary(db, balanceWhere(organizationId, f));
  return {
    count: Number(row?.count ?? 0),
    totalBalance: exactNumber(row?.total),
    totalExpired: exactNumber(row?.expired),
  };
}

interface BalancePageShape {
  filters: BalanceFilters;
  sort?: SortOrder<BalanceSortKey>;
  source: YearSource;
}

/**
 * One page of lines and the summary over all of them in one prepared statement: the summary is a
 * CTE read by two uncorrelated subqueries (computed once, as the separate summary statement was),
 * so the page keeps its own plan (an index range up to its LIMIT) and a request makes one round
 * trip instead of two. Shape: which optional filters are given, the sort, and the year's source:
 * its view of its own tables when it has lots (year-source.ts), so the plan reads only that year's lots.
 */
const balancePageQuery = preparedByShape(
  ({ filters: f, sort, source }: BalancePageShape) =>
    `balance_page_${lineFilterShape(f)}${sortShape(sort)}${source.key}`,
  (db, { filters: f, sort, source }, name) => {
    const where = balanceWhere(param('organizationId'), lineFilterParams(f), param('targetYearId'));
    const summary = db.$with('summary').as(selectBalanceSummary(db, where, source.from));
    return selectBalanceLines(
      db.with(summary),
      {
        summaryCount: sql<number>`(select ${summary.count} from ${summary})`,
        summaryTotal: sql<string>`(select ${summary.total} from ${summary})`,
        summaryExpired: sql<string>`(select ${summary.expired} from ${summary})`,
      },
      source.from,
    )
      .where(where)
      .orderBy(...balanceOrder(sort))
      .limit(param('limit'))
      .offset(param('offset'))
      .prepare(name);
  },
);

/** A page of the member's lines (list order or the chosen sort) with the count and total of all of them. */
export async function findBalancePage(
  db: Executor,
  organizationId: number,
  f: BalanceFilters,
  window: { offset: number; limit: number },
  sort?: SortOrder<BalanceSortKey>,
): Promise<{ lines: BalanceLine[]; count: number; totalBalance: number; totalExpired: number }> {
  const targetYearId = await resolveTargetYearId(db, f.fiscalYear);
  if (targetYearId === null) return { lines: [], count: 0, totalBalance: 0, totalExpired: 0 };
  const rows = await readFromYear(db, 'holdings', targetYearId, (source, on) =>
    balancePageQuery(on, { filters: f, sort, source }).execute({
      organizationId,
      targetYearId,
      ...f,
      ...window,
    }),
  );
  if (rows.length === 0) {
    // The subqueries ride on the page's rows: past the last page, ask for the summary alone.
    return window.offset === 0
      ? { lines: [], count: 0, totalBalance: 0, totalExpired: 0 }
      : { lines: [], ...(await summarizeBalanceLines(db, organizationId, f)) };
  }
  const { summaryCount, summaryTotal, summaryExpired } = rows[0]!;
  const lines = rows.map(({ summaryCount: _count, summaryTotal: _total, summaryExpired: _expired, ...line }) => line);
  return {
    lines,
    count: Number(summaryCount),
    totalBalance: exactNumber(summaryTotal),
    totalExpired: exactNumber(summaryExpired),
  };
}
