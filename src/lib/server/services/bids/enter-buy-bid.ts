import type { Db } from '../../db';
import type { BidBuyRequest } from '@/lib/schemas/bids';
import type { AuthContext } from '../../auth/session-context';
import { runIdempotent } from '../idempotency/run-idempotent';
import { lockOpenAuction } from '../auctions/find-auctions';
import { priceBandOf, requireBidRules, requireParticipation } from './entry-checks';
import { preferencesToStore, requireFitFacilities } from './check-preferences';
import { nextBidNo, recordBid } from './record-bid';
import { BID_TYPE_BUY } from '@/lib/domain/auction';

/**
 * 買い入札. In one transaction under a FOR SHARE lock on the auction, in this order: the auction
 * is open (409), the member takes part in the market (403), price band and volume (422), the
 * tracking preferences (422); then the bid is numbered and stamped with the database clock.
 */
export async function enterBuyBid(db: Db, auth: AuthContext, input: BidBuyRequest, idempotencyKey?: string | null) {
  return runIdempotent(db, { userId: auth.userId, key: idempotencyKey, request: { buy: input } }, async (tx) => {
    const { auction, instant } = await lockOpenAuction(tx, input.productCd);
    await requireParticipation(tx, auth.organizationId, auction.productCd);
    requireBidRules(input.unitPrice, input.volume, await priceBandOf(tx, auction));
    await requireFitFacilities(tx, input.preferences);
    const bidNo = await nextBidNo(tx, auction.id, auth.organizationId);
    const body = await recordBid(
      tx,
      auth,
      auction,
      instant,
      {
        bidTypeCd: BID_TYPE_BUY,
        priceCents: input.unitPrice,
        volume: input.volume,
        preferences: preferencesToStore(input.preferences),
      },
      bidNo,
    );
    return { status: 200, body };
  });
}
