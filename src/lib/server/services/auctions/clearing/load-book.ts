import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db';
import { auctionSupplies, bids, facilities, organizations } from '@/lib/server/db/schema';
import type { Book, BookBid } from '@/lib/domain/auction/clear-book';
import type { TrackingPreference } from '@/lib/domain/clearing';
import type { TrackingPreferenceInput } from '@/lib/schemas/bids';

type Auction = { id: number; marketNo: number; productCd: number };

/** The active bids and (FIT) supplied facilities of an auction, in the engine's shapes. */
export async function loadBook(tx: Tx, auction: Auction): Promise<Book> {
  const rows = await tx
    .select({
      bid: bids,
      memberNumber: organizations.memberNumber,
      // Entry time in microseconds (JS dates hold only milliseconds); safe as a number until year 2255.
      enteredMicros: sql<string>`(extract(epoch from ${bids.enteredAt}) * 1000000)::bigint`,
    })
    .from(bids)
    .innerJoin(organizations, eq(bids.organizationId, organizations.id))
    .where(and(eq(bids.auctionId, auction.id), eq(bids.status, 'active')));
  const bookBids: BookBid[] = rows.map(({ bid, memberNumber, enteredMicros }) => ({
    bidId: String(bid.id),
    memberNumber,
    organizationId: bid.organizationId,
    bidNo: bid.bidNo,
    bidTypeCd: bid.bidTypeCd as 1 | 2,
    enteredAt: Number(enteredMicros),
    priceCents: bid.priceCents,
    volume: bid.volume,
    facilityId: bid.facilityId ?? undefined,
    preferences: toPreferences(bid.preferences as TrackingPreferenceInput[] | null),
  }));
  // Only the columns the tracking allocation uses: the whole facility rows cost several times the heap.
  const supply =
    auction.productCd === 1
      ? await tx
          .select({
            facilityId: auctionSupplies.facilityId,
            prefectureCd: facilities.prefectureCd,
            municipalityCd: facilities.municipalityCd,
            reTypeCd: facilities.reTypeCd,
            plantGroupCd: facilities.plantGroupCd,
            volume: auctionSupplies.volume,
          })
          .from(auctionSupplies)
          .innerJoin(facilities, eq(auctionSupplies.facilityId, facilities.id))
          .where(eq(auctionSupplies.auctionId, auction.id))
      : [];
  return { marketNo: auction.marketNo, productCd: auction.productCd as 1 | 2 | 3, bids: bookBids, supply };
}

function toPreferences(prefs: TrackingPreferenceInput[] | null): TrackingPreference[] | undefined {
  if (!prefs?.length) return undefined;
  return prefs.map((p) =>
    p.equipmentId
      ? { facilityId: p.equipmentId }
      : {
          conditions: {
            prefectureCd: p.prefectureCd,
            municipalityCd: p.municipalityCd,
            reTypeCd: p.reTypeCd,
            plantGroupCd: p.plantGroupCd,
          },
        },
  );
}
