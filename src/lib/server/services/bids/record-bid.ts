import { sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { bidCounters, bids } from '../../db/schema';
import { userActor, type AuthContext } from '../../auth/session-context';
import { recordAudit, recordAudits } from '../audit/record-audit';
import { columnArray } from '../../db/bulk';
import { rowsOf } from '../../db/raw-rows';
import { timestampFromMicros, type MarketInstant } from '../auctions/market-clock';
import { toJstIsoMicros } from '@/lib/domain/calendar/jst';
import type { AuctionRow } from '../auctions/auction-view';
import { BID_TYPE_SELL } from '@/lib/domain/auction';

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
  return nextBidNos(tx, auctionId, organizationId, 1);
}

/** The first of `count` consecutive bidNos, taken in the same one statement. */
export async function nextBidNos(tx: Tx, auctionId: number, organizationId: number, count: number): Promise<number> {
  const [row] = await tx
    .insert(bidCounters)
    .values({ auctionId, organizationId, lastBidNo: count })
    .onConflictDoUpdate({
      target: [bidCounters.auctionId, bidCounters.organizationId],
      set: { lastBidNo: sql`${bidCounters.lastBidNo} + ${count}` },
    })
    .returning({ lastBidNo: bidCounters.lastBidNo });
  return row!.lastBidNo - count + 1;
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

export interface NewSellBid {
  bidNo: number;
  volume: number;
  holdingId: number;
  facilityId: string;
}

/**
 * Sell bids at one price entered together: one INSERT … SELECT FROM unnest for the bids and one
 * for their audit rows, whatever their number; all share the instant read under the auction lock.
 */
export async function recordSellBids(
  tx: Tx,
  auth: AuthContext,
  auction: AuctionRow,
  instant: MarketInstant,
  priceCents: number,
  rows: readonly NewSellBid[],
) {
  const created = await rowsOf<{ id: string | number; bid_no: number }>(
    tx,
    sql`insert into ${bids} (auction_id, organization_id, bid_no, bid_type_cd, price_cents, volume, entered_at,
          entered_by, holding_id, facility_id)
        select ${auction.id}, ${auth.organizationId}, v.bid_no, ${BID_TYPE_SELL}, ${priceCents}, v.volume,
          ${timestampFromMicros(instant.micros)}, ${auth.userId}, v.holding_id, v.facility_id
        from unnest(${columnArray(
          bids.bidNo,
          rows.map((r) => r.bidNo),
        )}, ${columnArray(
          bids.volume,
          rows.map((r) => r.volume),
        )}, ${columnArray(
          bids.holdingId,
          rows.map((r) => r.holdingId),
        )}, ${columnArray(
          bids.facilityId,
          rows.map((r) => r.facilityId),
        )}) as v(bid_no, volume, holding_id, facility_id)
        returning id, bid_no`,
  );
  const idOf = new Map(created.map((c) => [Number(c.bid_no), c.id]));
  await recordAudits(
    tx,
    rows.map((r) => ({
      actor: userActor(auth),
      action: 'bid.enter',
      entity: 'bid',
      entityId: idOf.get(r.bidNo)!,
      after: {
        marketNo: auction.marketNo,
        bidNo: r.bidNo,
        bidTypeCd: BID_TYPE_SELL,
        priceCents,
        volume: r.volume,
        facilityId: r.facilityId,
      },
    })),
  );
  return { marketNo: auction.marketNo, enteredAt: toJstIsoMicros(instant.micros) };
}
