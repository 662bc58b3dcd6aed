import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { bids } from '../../db/schema';
import { BID_TYPE_SELL } from '@/lib/domain/auction';
import { buildRelease, type JournalEntry, type ReservationChange } from '@/lib/domain/ledger';
import { userActor, type AuthContext } from '../../auth/session-context';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type Actor } from '../audit/record-audit';
import { persistEntry } from '../ledger/persist-entry';
import { ledgerRefusal } from '../ledger/ledger-errors';
import { lockOpenAuction, type LockedAuction } from '../auctions/find-auctions';

export interface DeleteBidsInput {
  productCd: number;
  /** One bid; without it, all of the member's active bids of the product's open auction. */
  bidNo?: number;
}

/**
 * 入札取消 while the auction is open (409 otherwise). Only the caller's own bids are ever
 * selected, so another member's bidNo is simply not found (404). The bid rows are locked, and a
 * concurrent delete of the same bid finds it already deleted; sell bids give their reserved
 * volume back in the same transaction.
 */
export async function deleteBids(db: Db, auth: AuthContext, input: DeleteBidsInput): Promise<{ deletedCount: number }> {
  return db.transaction(async (tx) => {
    const { auction, instant } = await lockOpenAuction(tx, input.productCd);
    const conditions = [
      eq(bids.auctionId, auction.id),
      eq(bids.organizationId, auth.organizationId),
      eq(bids.status, 'active'),
    ];
    if (input.bidNo !== undefined) conditions.push(eq(bids.bidNo, input.bidNo));
    const doomed = await tx
      .select()
      .from(bids)
      .where(and(...conditions))
      .orderBy(asc(bids.id))
      .for('update');
    if (doomed.length === 0) {
      if (input.bidNo !== undefined)
        throw new AppError('C_SH_002', {
          message: `入札番号 ${input.bidNo} の入札は存在しないか、既に取り消されています。`,
        });
      return { deletedCount: 0 };
    }
    await cancelBids(tx, { auction, instant }, doomed, {
      ledgerActor: `user:${auth.loginId}`,
      auditActor: userActor(auth),
    });
    return { deletedCount: doomed.length };
  });
}

type BidRow = typeof bids.$inferSelect;

/**
 * The one way an active bid of an open auction is cancelled, whoever cancels it (the member's
 * 入札取消, or its leaving the bid's market): the rows marked deleted at the locked instant, every
 * sell bid's reserved volume released in one entry, and the bid numbers audited, in the caller's
 * transaction (which holds the rows FOR UPDATE).
 */
export async function cancelBids(
  tx: Tx,
  { auction, instant }: LockedAuction,
  doomed: BidRow[],
  who: { ledgerActor: string; auditActor: Actor },
): Promise<void> {
  await tx
    .update(bids)
    .set({ status: 'deleted', deletedAt: instant.at })
    .where(
      inArray(
        bids.id,
        doomed.map((b) => b.id),
      ),
    );
  const release = releaseOf(auction.fiscalYear, auction.productCd, doomed[0]!.organizationId, doomed);
  if (release)
    await persistEntry(tx, release, {
      actor: who.ledgerActor,
      businessDate: instant.businessDate,
      reference: `市場番号 ${auction.marketNo}`,
    });
  await recordAudit(tx, {
    actor: who.auditActor,
    action: 'bid.delete',
    entity: 'auction',
    entityId: auction.marketNo,
    after: { bidNos: doomed.map((b) => b.bidNo) },
  });
}

/** One reservation-only entry releasing every deleted sell bid's volume (none for buys). */
function releaseOf(targetYear: number, productCd: number, memberId: number, deleted: BidRow[]): JournalEntry | null {
  const reservations: ReservationChange[] = [];
  for (const bid of deleted) {
    if (bid.bidTypeCd !== BID_TYPE_SELL) continue;
    const built = buildRelease({
      memberId,
      targetYear,
      productCd: productCd as 2 | 3,
      facilityId: bid.facilityId!,
      volume: bid.volume,
    });
    if (!built.ok) throw ledgerRefusal(built.error);
    reservations.push(...built.value.reservations);
  }
  return reservations.length ? { kind: 'release', postings: [], reservations } : null;
}
