import { and, asc, count as countRows, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { bids } from '../../db/schema';
import { participates } from '@/lib/domain/auction';
import type { AuthContext } from '../../auth/session-context';
import type { BidListQuery, bidListResponse, TrackingPreferenceInput } from '@/lib/schemas/bids';
import { marketNow } from '@/lib/domain/auction';
import { currentAuction } from '../auctions/find-auctions';
import { priceYen, toAuctionInfo } from '../auctions/auction-view';
import { toJstIsoMicros } from '../auctions/market-clock';
import { chosenOrder } from '../../repositories/chosen-order';
import { enteredMicros } from './bid-rows';

type Response = z.infer<typeof bidListResponse>;

/**
 * 入札照会: the member's own active bids in the product's current auction, by bidNo (which breaks
 * ties when the member sorted by price or volume). The member's participation and the business
 * date come with the signed-in session (read by this request's middleware; a member's user never
 * belongs to a system organization), so a list costs the auction, the page and its count.
 */
export async function listBids(
  db: Executor,
  auth: Pick<AuthContext, 'organizationId' | 'session'>,
  query: BidListQuery,
  now: Date = new Date(),
): Promise<Response> {
  const { organizationId, session } = auth;
  const at = marketNow(session.businessDate, now);
  const participating = participates(session.organizationInfo, query.productCd);
  const auction = await currentAuction(db, query.productCd, at);
  if (!auction) return { auction: null, participating, bidList: [], ...(query.count ? { count: 0 } : {}) };

  const mine = and(eq(bids.auctionId, auction.id), eq(bids.organizationId, organizationId), eq(bids.status, 'active'));
  const [rows, total] = await Promise.all([
    db
      .select({ bid: bids, micros: enteredMicros })
      .from(bids)
      .where(mine)
      .orderBy(...chosenOrder(query.sort, { unitPrice: bids.priceCents, volume: bids.volume }, [asc(bids.bidNo)]))
      .offset(query.offset)
      .limit(query.limit),
    query.count ? db.select({ n: countRows() }).from(bids).where(mine) : Promise.resolve(undefined),
  ]);
  return {
    auction: toAuctionInfo(auction, at),
    participating,
    bidList: rows.map(({ bid, micros }) => ({
      bidNo: bid.bidNo,
      bidTypeCd: bid.bidTypeCd,
      unitPrice: priceYen(bid.priceCents),
      volume: bid.volume,
      enteredAt: toJstIsoMicros(Number(micros)),
      equipmentId: bid.facilityId,
      preferences: (bid.preferences as TrackingPreferenceInput[] | null) ?? null,
    })),
    ...(total ? { count: Number(total[0]!.n) } : {}),
  };
}
