import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import {
  auctions,
  bidResults,
  bids,
  certificates,
  facilities,
  holdings,
  journalEntries,
  postings,
  products,
  settlementStatements,
} from '../db/schema';
import { targetYearIdOf } from './target-year-id';

/** The member line's key: a member's (target year, product, facility), across holding classes. */
export interface TrailLineKey {
  fiscalYear: number;
  productCd: number;
  facilityId: string;
}

/**
 * The member's holding line with its facility and product names; undefined when the member holds
 * no such line (another member's line is found the same way as a missing one: not at all).
 */
export async function findOwnTrailLine(
  db: Executor,
  organizationId: number,
  key: TrailLineKey & { holdingClassCd: number },
) {
  const [row] = await db
    .select({
      fiscalYear: sql<number>`${key.fiscalYear}::int`,
      productCd: holdings.productCd,
      productName: products.name,
      holdingClassCd: holdings.holdingClassCd,
      facilityId: holdings.facilityId,
      facilityName: facilities.name,
      balance: holdings.balance,
    })
    .from(holdings)
    .innerJoin(facilities, eq(facilities.id, holdings.facilityId))
    .leftJoin(products, eq(products.code, holdings.productCd))
    .where(
      and(
        eq(holdings.organizationId, organizationId),
        eq(holdings.targetYearId, targetYearIdOf(key.fiscalYear)),
        eq(holdings.productCd, key.productCd),
        eq(holdings.holdingClassCd, key.holdingClassCd),
        eq(holdings.facilityId, key.facilityId),
      ),
    )
    .limit(1);
  return row;
}

export type TrailLine = NonNullable<Awaited<ReturnType<typeof findOwnTrailLine>>>;

/** Every posting of the member on the (year, product, facility), every class, in ledger order. */
export async function findTrailPostings(db: Executor, organizationId: number, key: TrailLineKey) {
  return db
    .select({
      postingId: postings.id,
      entryId: postings.entryId,
      kind: journalEntries.kind,
      createdAt: postings.createdAt,
      businessDate: journalEntries.businessDate,
      reference: journalEntries.reference,
      holdingClassCd: postings.holdingClassCd,
      volume: postings.volume,
    })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(
      and(
        eq(postings.organizationId, organizationId),
        eq(postings.targetYearId, targetYearIdOf(key.fiscalYear)),
        eq(postings.productCd, key.productCd),
        eq(postings.facilityId, key.facilityId),
      ),
    )
    .orderBy(asc(postings.createdAt), asc(postings.id));
}

/** Per auction and side (bidTypeCd 1 sell, 2 buy), the member's volume-weighted contracted price in cents, rounded half up. */
export async function findTrailContracts(db: Executor, organizationId: number, marketNos: readonly number[]) {
  if (marketNos.length === 0) return [];
  return db
    .select({
      marketNo: auctions.marketNo,
      bidTypeCd: bids.bidTypeCd,
      priceCents: sql<
        number | null
      >`round(sum(${bidResults.contractedVolume}::numeric * ${bidResults.contractedPriceCents}) / nullif(sum(${bidResults.contractedVolume}), 0))::int`,
    })
    .from(auctions)
    .innerJoin(bidResults, and(eq(bidResults.auctionId, auctions.id), eq(bidResults.organizationId, organizationId)))
    .innerJoin(bids, eq(bids.id, bidResults.bidId))
    .where(
      and(
        inArray(auctions.marketNo, [...marketNos]),
        sql`${bidResults.contractedVolume} > 0`,
        isNotNull(bidResults.contractedPriceCents),
      ),
    )
    .groupBy(auctions.id, auctions.marketNo, bids.bidTypeCd);
}

/** The member's settlement statements of the auctions. */
export async function findTrailStatements(db: Executor, organizationId: number, marketNos: readonly number[]) {
  if (marketNos.length === 0) return [];
  return db
    .select({ marketNo: auctions.marketNo, statementNo: settlementStatements.statementNo })
    .from(settlementStatements)
    .innerJoin(auctions, eq(auctions.id, settlementStatements.auctionId))
    .where(and(eq(settlementStatements.organizationId, organizationId), inArray(auctions.marketNo, [...marketNos])));
}

/** The member's certificates issued by the entries. */
export async function findTrailCertificates(db: Executor, organizationId: number, entryIds: readonly number[]) {
  if (entryIds.length === 0) return [];
  return db
    .select({
      entryId: certificates.journalEntryId,
      fiscalYear: certificates.fiscalYear,
      certificateNo: certificates.certificateNo,
      consumer: certificates.consumer,
      menuName: certificates.menuName,
      hash: certificates.hash,
      passCd: certificates.passCd,
    })
    .from(certificates)
    .where(and(eq(certificates.organizationId, organizationId), inArray(certificates.journalEntryId, [...entryIds])));
}

/** The journal entry that issued one of the member's certificates. */
export async function findCertificateEntryId(db: Executor, certificateId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ entryId: certificates.journalEntryId })
    .from(certificates)
    .where(eq(certificates.id, certificateId));
  return row?.entryId;
}
