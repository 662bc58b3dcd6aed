import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { auctionSupplies, bids } from '../../db/schema';
import { BID_TYPE_BUY, BID_TYPE_SELL, type CurveBidLevel, type DisclosedLevel } from '@/lib/domain/auction';
import { priceYen, type AuctionRow } from '../auctions/auction-view';
import { priceBandOf } from './entry-checks';

export type CurveStep = { price: number; cumulativeVolume: number };

/** What a viewer may see of the (price, member, kWh) levels in curve order: merged for members, whole for operators. */
export type LevelRule = (levels: CurveBidLevel[]) => DisclosedLevel[];

/** Running totals of (price, kWh) levels already in curve order. */
function cumulate(levels: DisclosedLevel[]): CurveStep[] {
  let total = 0;
  return levels.map((l) => ({ price: priceYen(l.priceCents), cumulativeVolume: (total += l.volume) }));
}

/**
 * Supply and demand of an auction as step curves over all its active bids, each side's levels
 * passed through `rule` (decision record 0009 for members).
 * Demand at p = kWh of buys priced ≥ p (prices descending); supply at p = kWh of sells priced ≤ p
 * (ascending). FIT has no sell bids: the FIT seller offers the whole loaded supply at any price
 * in the band, shown as one step of the total supply at the band's minimum price (the operator's
 * published supply, not a member's bid, so no rule applies to it).
 */
export async function marketCurveSteps(
  db: Executor,
  auction: AuctionRow,
  rule: LevelRule,
): Promise<{ demand: CurveStep[]; supply: CurveStep[] }> {
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
        rule(
          rows.map((r) => ({ priceCents: r.priceCents, organizationId: r.organizationId, volume: Number(r.volume) })),
        ),
      );

  const demand = cumulate(await levels(BID_TYPE_BUY, 'desc'));
  if (auction.productCd !== 1) return { demand, supply: cumulate(await levels(BID_TYPE_SELL, 'asc')) };
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${auctionSupplies.volume}), 0)::text` })
    .from(auctionSupplies)
    .where(eq(auctionSupplies.auctionId, auction.id));
  const total = Number(row!.total);
  const supply =
    total > 0 ? [{ price: priceYen((await priceBandOf(db, auction)).minPriceCents), cumulativeVolume: total }] : [];
  return { demand, supply };
}
