import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { holdings } from '../../db/schema';
import { BID_TYPE_SELL } from '@/lib/domain/auction';
import { AUTHORIZED, buildReservation } from '@/lib/domain/ledger';
import type { BidNonFitSellRequest } from '@/lib/schemas/bids';
import type { AuthContext } from '../../auth/session-context';
import { AppError } from '../../../errors/app-error';
import { runIdempotent } from '../idempotency/run-idempotent';
import { persistEntry } from '../ledger/persist-entry';
import { ledgerRefusal } from '../ledger/ledger-errors';
import { lockOpenAuction } from '../auctions/find-auctions';
import type { AuctionRow } from '../auctions/auction-view';
import { priceBandOf, requireBidRules, requireParticipation } from './entry-checks';
import { nextBidNo, recordBid } from './record-bid';
import { refuseExpiredYear } from '../ledger/expired-year';

/**
 * 非FIT売り入札: as a buy bid, plus the volume is reserved on the member's own authorized line
 * of the auction's target year, product and facility. persistEntry locks that holding row, so
 * concurrent bids (and transfers) on one line can never reserve more than its balance (409).
 */
export async function enterSellBid(
  db: Db,
  auth: AuthContext,
  input: BidNonFitSellRequest,
  idempotencyKey?: string | null,
) {
  return runIdempotent(db, { userId: auth.userId, key: idempotencyKey, request: { sell: input } }, async (tx) => {
    const { auction, instant } = await lockOpenAuction(tx, input.productCd);
    await refuseExpiredYear(tx, auction.fiscalYear, instant.businessDate);
    await requireParticipation(tx, auth.organizationId, auction.productCd);
    requireBidRules(input.unitPrice, input.volume, await priceBandOf(tx, auction));
    const holdingId = await ownAuthorizedLine(tx, auth.organizationId, auction, input.equipmentId);
    const bidNo = await nextBidNo(tx, auction.id, auth.organizationId);

    const built = buildReservation({
      memberId: auth.organizationId,
      targetYear: auction.fiscalYear,
      productCd: auction.productCd as 2 | 3,
      facilityId: input.equipmentId,
      volume: input.volume,
    });
    if (!built.ok) throw ledgerRefusal(built.error);
    await persistEntry(tx, built.value, {
      actor: `user:${auth.loginId}`,
      businessDate: instant.businessDate,
      reference: `市場番号 ${auction.marketNo} 入札番号 ${bidNo}`,
    });

    const body = await recordBid(
      tx,
      auth,
      auction,
      instant,
      {
        bidTypeCd: BID_TYPE_SELL,
        priceCents: input.unitPrice,
        volume: input.volume,
        holdingId,
        facilityId: input.equipmentId,
      },
      bidNo,
    );
    return { status: 200, body };
  });
}

/** Only the caller's own authorized line: another member's facility simply is not found. */
async function ownAuthorizedLine(
  tx: Tx,
  organizationId: number,
  auction: AuctionRow,
  facilityId: string,
): Promise<number> {
  const [line] = await tx
    .select({ id: holdings.id })
    .from(holdings)
    .where(
      and(
        eq(holdings.organizationId, organizationId),
        eq(holdings.targetYearId, auction.targetYearId),
        eq(holdings.productCd, auction.productCd),
        eq(holdings.holdingClassCd, AUTHORIZED),
        eq(holdings.facilityId, facilityId),
      ),
    );
  if (!line) {
    throw new AppError('C_BD_005', {
      message: `設備ID ${facilityId} の認定区分に、${auction.fiscalYear}年度のこの商品の残高がありません。`,
      fieldErrors: [{ field: 'equipmentId', message: `設備ID ${facilityId} の認定残高がありません。` }],
    });
  }
  return line.id;
}
