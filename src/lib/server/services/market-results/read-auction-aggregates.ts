import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { auctionSupplies, auctions, bidResults, bids } from '../../db/schema';
import { BID_TYPE_BUY, type AuctionAggregates } from '@/lib/domain/auction';
import type { AuctionRow } from '../auctions/auction-view';
import { PRODUCT_FIT } from '@/lib/domain/ledger';

/** Narrows the year's cleared auctions to one product or one market (the members' result screen). */
export interface AuctionScope {
  productCd?: number;
  marketNo?: number;
}

export interface AuctionWithAggregates {
  auction: AuctionRow;
  aggregates: AuctionAggregates;
}

/**
 * The cleared auctions of a fiscal year (or of its product or market) with their side totals, in
 * market-number order, read in four grouped statements: what publishedAggregates judges.
 */
export async function readAuctionAggregates(
  db: Executor,
  fiscalYear: number,
  only: AuctionScope = {},
): Promise<AuctionWithAggregates[]> {
  const scope = and(
    eq(auctions.fiscalYear, fiscalYear),
    isNotNull(auctions.clearedAt),
    isNotNull(auctions.summary),
    only.productCd === undefined ? undefined : eq(auctions.productCd, only.productCd),
    only.marketNo === undefined ? undefined : eq(auctions.marketNo, only.marketNo),
  );
  const rows = await db.select().from(auctions).where(scope).orderBy(asc(auctions.marketNo));
  if (rows.length === 0) return [];
  const inYear = sql`${bids.auctionId} in (select ${auctions.id} from ${auctions} where ${scope})`;

  const sides = await db
    .select({
      auctionId: bids.auctionId,
      bidTypeCd: bids.bidTypeCd,
      volume: sql<string>`sum(${bids.volume})::text`,
      members: sql<number>`count(distinct ${bids.organizationId})::int`,
    })
    .from(bids)
    .where(and(eq(bids.status, 'active'), inYear))
    .groupBy(bids.auctionId, bids.bidTypeCd);

  const contracts = await db
    .select({
      auctionId: bids.auctionId,
      bidTypeCd: bids.bidTypeCd,
      volume: sql<string>`sum(${bidResults.contractedVolume})::text`,
      members: sql<number>`count(distinct ${bids.organizationId})::int`,
      amount: sql<string>`coalesce(sum(${bidResults.contractedPriceCents}::numeric * ${bidResults.contractedVolume}), 0)::text`,
      minPrice: sql<number | null>`min(${bidResults.contractedPriceCents})`,
      maxPrice: sql<number | null>`max(${bidResults.contractedPriceCents})`,
    })
    .from(bidResults)
    .innerJoin(bids, eq(bids.id, bidResults.bidId))
    .where(and(gt(bidResults.contractedVolume, 0), inYear))
    .groupBy(bids.auctionId, bids.bidTypeCd);

  const supplies = await db
    .select({ auctionId: auctionSupplies.auctionId, volume: sql<string>`sum(${auctionSupplies.volume})::text` })
    .from(auctionSupplies)
    .innerJoin(auctions, eq(auctions.id, auctionSupplies.auctionId))
    .where(scope)
    .groupBy(auctionSupplies.auctionId);

  const side = (auctionId: number, buy: boolean) => {
    const s = sides.find((r) => r.auctionId === auctionId && (r.bidTypeCd === BID_TYPE_BUY) === buy);
    return { volume: Number(s?.volume ?? 0), members: s?.members ?? 0 };
  };
  const contract = (auctionId: number, buy: boolean) => {
    const c = contracts.find((r) => r.auctionId === auctionId && (r.bidTypeCd === BID_TYPE_BUY) === buy);
    return {
      volume: Number(c?.volume ?? 0),
      members: c?.members ?? 0,
      amountCentKwh: BigInt((c?.amount ?? '0').split('.')[0]!),
      minPriceCents: c?.minPrice ?? null,
      maxPriceCents: c?.maxPrice ?? null,
    };
  };
  return rows.map((auction) => ({
    auction,
    aggregates: {
      isFit: auction.productCd === PRODUCT_FIT,
      clearingPriceCents: auction.clearingPriceCents,
      buys: side(auction.id, true),
      sells: side(auction.id, false),
      contractedBuys: contract(auction.id, true),
      contractedSells: contract(auction.id, false),
      fitSupplyVolume: Number(supplies.find((s) => s.auctionId === auction.id)?.volume ?? 0),
    },
  }));
}
