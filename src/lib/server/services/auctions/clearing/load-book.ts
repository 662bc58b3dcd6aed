import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db';
import { bids, organizations } from '@/lib/server/db/schema';
import type { BookBid } from '@/lib/domain/auction/clear-book';
import type { TrackingPreference } from '@/lib/domain/clearing';
import type { TrackingPreferenceInput } from '@/lib/schemas/bids';

/** The active bids of an auction in the engine's shape (a FIT auction's supply: read-fit-supply.ts). */
export async function loadBids(tx: Tx, auctionId: number): Promise<BookBid[]> {
  const rows = await tx
    .select({
      bid: bids,
      memberNumber: organizations.memberNumber,
      // Entry time in microseconds (JS dates hold only milliseconds); safe as a number until year 2255.
      enteredMicros: sql<string>`(extract(epoch from ${bids.enteredAt}) * 1000000)::bigint`,
    })
    .from(bids)
    .innerJoin(organizations, eq(bids.organizationId, organizations.id))
    .where(and(eq(bids.auctionId, auctionId), eq(bids.status, 'active')));
  return rows.map(({ bid, memberNumber, enteredMicros }) => ({
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
