import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { auctions, bidResults, bids } from '../../db/schema';
import { disclosedLevels, publishedYearAggregates, type PublishedAggregates } from '@/lib/domain/auction';
import type { AuctionRow } from '../auctions/auction-view';
import { readAuctionAggregates } from '../market-results/read-auction-aggregates';
import type { marketCurveResponse } from '@/lib/schemas/bids';
import { AppError } from '../../../errors/app-error';
import { priceYen } from '../auctions/auction-view';
import { marketCurveSteps } from './market-curve-steps';
import { PRODUCT_FIT } from '@/lib/domain/ledger';

/**
 * Supply and demand of a cleared auction as step curves over ALL its bids, for a member who bid in
 * it. Price levels are merged until each step combines at least three other members (decision
 * record 0009, domain/auction/curve-disclosure), so no competitor's bid can be read off a step;
 * the caller's own bids are listed beside them, and the clearing price as publishedAggregates
 * allows unless the caller traded at it. The curve itself is market-curve-steps.ts.
 */
export async function getMarketCurve(
  db: Executor,
  organizationId: number,
  marketNo: number,
): Promise<z.infer<typeof marketCurveResponse>> {
  const [auction] = await db.select().from(auctions).where(eq(auctions.marketNo, marketNo));
  if (!auction) throw new AppError('C_SH_002', { message: `市場番号 ${marketNo} の市場は存在しません。` });
  if (!auction.clearedAt) throw new AppError('C_BD_003');

  const own = await db
    .select({ bid: bids, result: bidResults })
    .from(bids)
    .leftJoin(bidResults, eq(bidResults.bidId, bids.id))
    .where(and(eq(bids.auctionId, auction.id), eq(bids.organizationId, organizationId), eq(bids.status, 'active')))
    .orderBy(asc(bids.bidTypeCd), asc(bids.bidNo));
  if (own.length === 0) throw new AppError('C_BD_006');

  const { demand, supply } = await marketCurveSteps(db, auction, (levels) => disclosedLevels(levels, organizationId));
  const published = await publishedFiguresOf(db, auction);
  // The single price is the member's own when it bought or sold at it; otherwise it is a market
  // figure under the one disclosure rule (a thin market's price is a competitor's bid).
  const contracted = own.some(({ result }) => (result?.contractedVolume ?? 0) > 0);
  const priceShown = contracted || !published.withheld.includes('contract');
  return {
    marketNo,
    demand,
    // A FIT curve's supply is the FIT supply: withheld as the public results withhold it, since a
    // buyer knowing its own fill would read the others' out of supply and contract.
    supply: published.withheld.includes('supply') ? [] : supply,
    clearingPrice: priceShown ? priceYen(auction.clearingPriceCents) : null,
    ownBids: own.map(({ bid, result }) => ({
      bidNo: bid.bidNo,
      bidTypeCd: bid.bidTypeCd,
      price: priceYen(bid.priceCents),
      volume: bid.volume,
      contractVolume: result?.contractedVolume ?? 0,
    })),
  };
}

/** The auction's figures as the public results publish them (a year's FIT rounds judged together). */
async function publishedFiguresOf(db: Executor, auction: AuctionRow): Promise<PublishedAggregates> {
  const scope = auction.productCd === PRODUCT_FIT ? { productCd: PRODUCT_FIT } : { marketNo: auction.marketNo };
  const year = await readAuctionAggregates(db, auction.fiscalYear, scope);
  const published = publishedYearAggregates(year.map((r) => r.aggregates));
  return published[year.findIndex((r) => r.auction.id === auction.id)]!;
}
