import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { auctions, auctionSupplies, bidResults, bids } from '../../db/schema';
import { BID_TYPE_BUY, BID_TYPE_SELL, disclosedLevels, type DisclosedLevel } from '../../../domain/auction';
import type { marketCurveResponse } from '../../../schemas/bids';
import { AppError } from '../../http/app-error';
import { priceYen } from '../auctions/auction-view';
import { priceBandOf } from './entry-checks';

type Step = { price: number; cumulativeVolume: number };

/** Running totals of (price, kWh) levels already in curve order. */
function cumulate(levels: DisclosedLevel[]): Step[] {
  let total = 0;
  return levels.map((l) => ({ price: priceYen(l.priceCents), cumulativeVolume: (total += l.volume) }));
}

/**
 * Supply and demand of a cleared auction as step curves over ALL its bids, for a member who bid in
 * it. Price levels are merged until each step combines at least three other members (decision
 * record 0009, domain/auction/curve-disclosure), so no competitor's bid can be read off a step;
 * the caller's own bids are listed beside them.
 * Demand at p = kWh of buys priced ≥ p (prices descending); supply at p = kWh of sells priced ≤ p
 * (ascending). FIT has no sell bids: the FIT seller offers the whole loaded supply at any price
 * in the band, shown as one step of the total supply at the band's minimum price (the operator's
 * published supply, not a member's bid, so the three-member rule does not apply to it).
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

  const levels = (bidTypeCd: number, order: 'asc' | 'desc') =>
    db
      .select({
        priceCents: bids.priceCents,
        organizationId: bids.organizationId,
        volume: sql<string>`sum(${bids.volume})::text`,
      })
      .from(bids)
      .where(and(eq(bids.auctionId, auction.id), eq(bids.status, 'active'), eq(bids.bidTypeCd, bidTypeCd)))
      .groupBy(bids.priceCents, bids.organizationId)
      .orderBy(order === 'asc' ? asc(bids.priceCents) : sql`${bids.priceCents} desc`, asc(bids.organizationId))
      .then((rows) =>
        disclosedLevels(
          rows.map((r) => ({ priceCents: r.priceCents, organizationId: r.organizationId, volume: Number(r.volume) })),
          organizationId,
        ),
      );

  const demand = cumulate(await levels(BID_TYPE_BUY, 'desc'));
  let supply: Step[];
  if (auction.productCd === 1) {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${auctionSupplies.volume}), 0)::text` })
      .from(auctionSupplies)
      .where(eq(auctionSupplies.auctionId, auction.id));
    const total = Number(row!.total);
    supply =
      total > 0 ? [{ price: priceYen((await priceBandOf(db, auction)).minPriceCents), cumulativeVolume: total }] : [];
  } else {
    supply = cumulate(await levels(BID_TYPE_SELL, 'asc'));
  }
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
