import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { bids } from '../../db/schema';
import { participates } from '@/lib/domain/auction';
import { AppError } from '../../../errors/app-error';
import { actorId, type Actor } from '../audit/record-audit';
import { passEntryGate } from '../auctions/entry-gate';
import { lockOpenAuctionBehindGate, type LockedAuction } from '../auctions/find-auctions';
import { cancelBids } from '../bids/delete-bids';

const PRODUCTS = [1, 2, 3] as const;

export interface OpenBidsOfLeftMarkets {
  count: number;
  /** Cancels them (in the caller's transaction). */
  cancel: (actor: Actor) => Promise<void>;
}

/**
 * The member's active bids in the open auctions of the products it will not take part in after
 * the change. Each such product's entry gate is taken exclusive first (before the member row), so
 * no bid of it is in flight and none enters until the change commits: a bid entered after it
 * finds the member out of the market (C_BD_002). Bids of an auction already closed stay in its
 * book: the clearing is the operator's, on the book as it closed.
 */
export async function openBidsOfLeftMarkets(
  tx: Tx,
  organizationId: number,
  after: { fitParticipation: boolean; nonFitParticipation: boolean },
): Promise<OpenBidsOfLeftMarkets> {
  const left = PRODUCTS.filter((productCd) => !participates(after, productCd));
  const found: Array<{ locked: LockedAuction; doomed: (typeof bids.$inferSelect)[] }> = [];
  for (const productCd of left) {
    await passEntryGate(tx, productCd, 'exclusive');
    const locked = await lockOpenAuctionBehindGate(tx, productCd);
    if (!locked) continue;
    const doomed = await tx
      .select()
      .from(bids)
      .where(
        and(eq(bids.auctionId, locked.auction.id), eq(bids.organizationId, organizationId), eq(bids.status, 'active')),
      )
      .orderBy(asc(bids.id))
      .for('update');
    if (doomed.length) found.push({ locked, doomed });
  }
  return {
    count: found.reduce((n, f) => n + f.doomed.length, 0),
    cancel: async (actor) => {
      const ledgerActor = actor.type === 'user' ? `user:${actor.loginId}` : actorId(actor);
      for (const { locked, doomed } of found) await cancelBids(tx, locked, doomed, { ledgerActor, auditActor: actor });
    },
  };
}

/** The refusal of a change that would leave `count` open bids without their cancellation confirmed. */
export function unconfirmedCancellation(count: number): AppError {
  return new AppError('C_BD_007', {
    message: `参加をやめる市場の受付中の入札が ${count.toLocaleString('ja-JP')} 件あります。変更登録するとこれらの入札は取り消されます。件数を確認してから、もう一度変更登録してください。`,
  });
}
