import { sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { bidCounters, bids } from '../../db/schema';
import { userActor, type AuthContext } from '../../auth/session-context';
import { recordAudit } from '../audit/record-audit';
import { timestampFromMicros, type MarketInstant } from '../auctions/market-clock';
import { toJstIsoMicros } from '@/lib/domain/calendar/jst';
import type { AuctionRow } from '../auctions/auction-view';

export interface NewBid {
  bidTypeCd: 1 | 2;
  priceCents: number;
  volume: number;
  holdingId?: number | null;
  facilityId?: string | null;
  preferences?: unknown;
}

/**
 * The member's next bidNo in the auction: the counter row is created or incremented in one
 * statement and stays locked until commit, so two bids of one member never share a number.
 */
export async function nextBidNo(tx: Tx, auctionId: number, organizationId: number): Promise<number> {
  const [row] = await tx
    .insert(bidCounters)
    .values({ auctionId, organizationId, lastBidNo: 1 })
    .onConflictDoUpdate({
      target: [bidCounters.auctionId, bidCounters.organizationId],
      set: { lastBidNo: sql`${bidCounters.lastBidNo} + 1` },
    })
    .returning({ lastBidNo: bidCounters.lastBidNo });
  return row!.lastBidNo;
}

/** Writes the bid stamped with the instant read under the auction lock, and its audit row. */
export async function recordBid(
  tx: Tx,
  auth: AuthContext,
  auction: AuctionRow,
  instant: MarketInstant,
  bid: NewBid,
  bidNo: number,
) {
  const [created] = await tx
    .insert(bids)
    .values({
      auctionId: auction.id,
      organizationId: auth.organizationId,
      bidNo,
      bidTypeCd: bid.bidTypeCd,
      priceCents: bid.priceCents,
      volume: bid.volume,
      enteredAt: timestampFromMicros(instant.micros),
      enteredBy: auth.userId,
      holdingId: bid.holdingId ?? null,
      facilityId: bid.facilityId ?? null,
      preferences: bid.preferences ?? null,
    })
    .returning({ id: bids.id });
  await recordAudit(tx, {
    actor: userActor(auth),
    action: 'bid.enter',
    entity: 'bid',
    entityId: created!.id,
    after: {
      marketNo: auction.marketNo,
      bidNo,
      bidTypeCd: bid.bidTypeCd,
      priceCents: bid.priceCents,
      volume: bid.volume,
      facilityId: bid.facilityId ?? null,
    },
  });
  return { marketNo: auction.marketNo, bidNo, enteredAt: toJstIsoMicros(instant.micros) };
}
