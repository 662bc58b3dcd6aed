import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db';
import { auctions, products, settlementStatements } from '../../db/schema';

/*
 * Reads of settlement statements. Every member-facing read is keyed by the caller's organization,
 * so another member's statement is simply not found (never "forbidden"): numbers cannot be probed.
 */
const s = settlementStatements;

export interface StatementFilter {
  fromDate: string;
  toDate?: string;
}

function ownWithin(organizationId: number, filter: StatementFilter): SQL | undefined {
  return and(
    eq(s.organizationId, organizationId),
    gte(s.issueDate, filter.fromDate),
    filter.toDate === undefined ? undefined : lte(s.issueDate, filter.toDate),
  );
}

const listColumns = {
  statementNo: s.statementNo,
  marketNo: auctions.marketNo,
  fiscalYear: auctions.fiscalYear,
  roundNo: auctions.roundNo,
  productCd: auctions.productCd,
  productName: products.name,
  issueDate: s.issueDate,
  dueDate: s.dueDate,
  direction: s.direction,
  subtotal: s.subtotalYen,
  tax: s.taxYen,
  total: s.totalYen,
};

/** Newest issue date first; within a day by statement number, which sorts by year then auction. */
export function findOwnStatements(
  db: Executor,
  organizationId: number,
  filter: StatementFilter,
  page: { offset: number; limit: number },
) {
  return db
    .select(listColumns)
    .from(s)
    .innerJoin(auctions, eq(s.auctionId, auctions.id))
    .innerJoin(products, eq(auctions.productCd, products.code))
    .where(ownWithin(organizationId, filter))
    .orderBy(desc(s.issueDate), desc(s.statementNo))
    .limit(page.limit)
    .offset(page.offset);
}

export type StatementListRow = Awaited<ReturnType<typeof findOwnStatements>>[number];

export async function countOwnStatements(
  db: Executor,
  organizationId: number,
  filter: StatementFilter,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(s).where(ownWithin(organizationId, filter));
  return Number(row?.n ?? 0);
}

export interface StatementRecord {
  id: number;
  statementNo: string;
  organizationId: number;
  statement: unknown;
  productName: string;
  roundNo: number;
}

const recordColumns = {
  id: s.id,
  statementNo: s.statementNo,
  organizationId: s.organizationId,
  statement: s.statement,
  productName: products.name,
  roundNo: auctions.roundNo,
};

function recordQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(recordColumns)
    .from(s)
    .innerJoin(auctions, eq(s.auctionId, auctions.id))
    .innerJoin(products, eq(auctions.productCd, products.code))
    .where(where)
    .limit(1);
}

export async function findOwnStatement(
  db: Executor,
  organizationId: number,
  statementNo: string,
): Promise<StatementRecord | undefined> {
  const [row] = await recordQuery(db, and(eq(s.statementNo, statementNo), eq(s.organizationId, organizationId)));
  return row;
}

/** Operator reads (regeneration): any member's statement. */
export async function findStatement(db: Executor, statementNo: string): Promise<StatementRecord | undefined> {
  const [row] = await recordQuery(db, eq(s.statementNo, statementNo));
  return row;
}
