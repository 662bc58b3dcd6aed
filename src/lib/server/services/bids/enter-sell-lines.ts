import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { equalsAny, slices } from '../../db/bulk';
import { holdings } from '../../db/schema';
import { AUTHORIZED, buildReservations } from '@/lib/domain/ledger';
import type { BidNonFitSellLinesRequest } from '@/lib/schemas/bids';
import type { AuthContext } from '../../auth/session-context';
import { AppError } from '../../../errors/app-error';
import { runIdempotent } from '../idempotency/run-idempotent';
import { persistEntry } from '../ledger/persist-entry';
import { ledgerRefusal } from '../ledger/ledger-errors';
import { refuseExpiredYear } from '../ledger/expired-year';
import { lockOpenAuction } from '../auctions/find-auctions';
import type { AuctionRow } from '../auctions/auction-view';
import { priceBandOf, requireLinesBidRules, requireParticipation } from './entry-checks';
import { nextBidNos, recordSellBids } from './record-bid';

/** How many missing facility ids a refusal names before it says 他N件. */
const NAMED_MISSING = 5;

/**
 * 非FIT売り入札 from several authorized lines at one price: the checks of a single sell bid, then
 * one bid per line in one transaction. The lines' reservations are one journal entry, so
 * persistEntry locks all the holdings (in id order) and refuses the whole submission (409) when any
 * line no longer has the volume; bids and audit rows are written set-based. With an
 * Idempotency-Key, a repeat gets the first answer and enters nothing more.
 */
export async function enterSellLines(
  db: Db,
  auth: AuthContext,
  input: BidNonFitSellLinesRequest,
  idempotencyKey?: string | null,
) {
  return runIdempotent(db, { userId: auth.userId, key: idempotencyKey, request: { sellLines: input } }, async (tx) => {
    const { auction, instant } = await lockOpenAuction(tx, input.productCd);
    await refuseExpiredYear(tx, auction.fiscalYear, instant.businessDate);
    await requireParticipation(tx, auth.organizationId, auction.productCd);
    requireLinesBidRules(input.unitPrice, input.lines, await priceBandOf(tx, auction));
    const holdingIds = await ownAuthorizedLines(
      tx,
      auth.organizationId,
      auction,
      input.lines.map((l) => l.equipmentId),
    );
    const firstBidNo = await nextBidNos(tx, auction.id, auth.organizationId, input.lines.length);
    const lastBidNo = firstBidNo + input.lines.length - 1;

    const built = buildReservations(
      input.lines.map((line) => ({
        memberId: auth.organizationId,
        targetYear: auction.fiscalYear,
        productCd: auction.productCd as 2 | 3,
        facilityId: line.equipmentId,
        volume: line.volume,
      })),
    );
    if (!built.ok) throw ledgerRefusal(built.error);
    await persistEntry(tx, built.value, {
      actor: `user:${auth.loginId}`,
      businessDate: instant.businessDate,
      reference: `市場番号 ${auction.marketNo} 入札番号 ${firstBidNo}～${lastBidNo}`,
    });

    const rows = input.lines.map((line, i) => ({
      bidNo: firstBidNo + i,
      volume: line.volume,
      holdingId: holdingIds.get(line.equipmentId)!,
      facilityId: line.equipmentId,
    }));
    const entered = await recordSellBids(tx, auth, auction, instant, input.unitPrice, rows);
    const body = {
      ...entered,
      bidCount: rows.length,
      totalVolume: rows.reduce((sum, r) => sum + r.volume, 0),
      bids: rows.map((r) => ({ bidNo: r.bidNo, equipmentId: r.facilityId, volume: r.volume })),
    };
    return { status: 200, body };
  });
}

/** The caller's own authorized lines by facility id; any other (or unknown) facility refuses the whole submission. */
async function ownAuthorizedLines(
  tx: Tx,
  organizationId: number,
  auction: AuctionRow,
  facilityIds: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of slices(facilityIds)) {
    const rows = await tx
      .select({ id: holdings.id, facilityId: holdings.facilityId })
      .from(holdings)
      .where(
        and(
          eq(holdings.organizationId, organizationId),
          eq(holdings.targetYearId, auction.targetYearId),
          eq(holdings.productCd, auction.productCd),
          eq(holdings.holdingClassCd, AUTHORIZED),
          equalsAny(holdings.facilityId, part),
        ),
      );
    for (const row of rows) found.set(row.facilityId, row.id);
  }
  const missing = facilityIds.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const named = missing.slice(0, NAMED_MISSING).join('、');
    const more = missing.length > NAMED_MISSING ? ` 他${missing.length - NAMED_MISSING}件` : '';
    throw new AppError('C_BD_005', {
      message: `設備ID ${named}${more} の認定区分に、${auction.fiscalYear}年度のこの商品の残高がありません。`,
      fieldErrors: missing.map((id) => ({
        field: `lines.${facilityIds.indexOf(id)}.equipmentId`,
        message: `設備ID ${id} の認定残高がありません。`,
      })),
    });
  }
  return found;
}
