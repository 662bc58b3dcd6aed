import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { auctionSupplies, bids } from '../../db/schema';
import { BID_TYPE_BUY, BID_TYPE_SELL } from '@/lib/domain/auction';
import type { AdminBookSummary } from '@/lib/schemas/admin-rounds';

const EMPTY: AdminBookSummary = { bids: 0, members: 0, buyVolume: 0, sellVolume: 0, fitSupplyVolume: 0 };

/**
 * Active bids of each auction as counts and side totals: the console shows these while an
 * auction is open, so nothing here carries a price or names a member.
 */
export async function bookSummaries(db: Executor, auctionIds: number[]): Promise<Map<number, AdminBookSummary>> {
  const out = new Map<number, AdminBookSummary>(auctionIds.map((id) => [id, { ...EMPTY }]));
  if (auctionIds.length === 0) return out;
  const side = (bidTypeCd: number) =>
    sql<string>`coalesce(sum(${bids.volume}) filter (where ${bids.bidTypeCd} = ${bidTypeCd}), 0)::text`;
  const [books, supplies] = await Promise.all([
    db
      .select({
        auctionId: bids.auctionId,
        bids: sql<number>`count(*)::int`,
        members: sql<number>`count(distinct ${bids.organizationId})::int`,
        buyVolume: side(BID_TYPE_BUY),
        sellVolume: side(BID_TYPE_SELL),
      })
      .from(bids)
      .where(and(inArray(bids.auctionId, auctionIds), eq(bids.status, 'active')))
      .groupBy(bids.auctionId),
    db
      .select({
        auctionId: auctionSupplies.auctionId,
        volume: sql<string>`sum(${auctionSupplies.volume})::text`,
      })
      .from(auctionSupplies)
      .where(inArray(auctionSupplies.auctionId, auctionIds))
      .groupBy(auctionSupplies.auctionId),
  ]);
  for (const b of books) {
    Object.assign(out.get(b.auctionId)!, {
      bids: Number(b.bids),
      members: Number(b.members),
      buyVolume: Number(b.buyVolume),
      sellVolume: Number(b.sellVolume),
    });
  }
  for (const s of supplies) out.get(s.auctionId)!.fitSupplyVolume = Number(s.volume);
  return out;
}
