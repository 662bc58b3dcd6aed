import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { auctions, bidResults, bids } from '../../db/schema';
import { disclosedLevels } from '@/lib/domain/auction';
import type { marketCurveResponse } from '@/lib/schemas/bids';
import { AppError } from '../../../errors/app-error';
import { priceYen } from '../auctions/auction-view';
import { marketCurveSteps } from './market-curve-steps';

/**
 * Supply and demand of a cleared auction as step curves over ALL its bids, for a member who bid in
 * it. Price levels are merged until each step combines at least three other members (decision
 * record 0009, domain/auction/curve-disclosure), so no competitor's bid can be read off a step;
 * the caller's own bids are listed beside them. The curve itself is market-curve-steps.ts.
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
  return {
    marketNo,
    demand,
    supply,
    clearingPrice: priceYen(auction.clearingPriceCents),
    ownBids: own.map(({ bid, result }) => ({
      bidNo: bid.bidNo,
      bidTypeCd: bid.bidTypeCd,
      price: priceYen(bid.priceCents),
      volume: bid.volume,
      contractVolume: result?.contractedVolume ?? 0,
    })),
  };
}
