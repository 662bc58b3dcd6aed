import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { auctions } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type Actor } from '../audit/record-audit';
import { marketInstant } from './market-clock';
import { lockAuctionForChange } from './lock-auction';
import { stateOf, type AuctionRow } from './auction-view';
import { refuseOverlapOfProduct } from './one-open-per-product';

export interface WindowChange {
  before: AuctionRow;
  after: AuctionRow;
  changed: boolean;
}

/**
 * 受付開始 (operator): brings opens_at forward to the market clock when it is later; with
 * `closesAt` it also moves the close, which is how a closed (not cleared) auction is reopened.
 * Refused while the new window overlaps another uncleared auction of the product (one-open-per-product).
 */
export async function openAuction(
  db: Db,
  actor: Actor,
  marketNo: number,
  options: { closesAt?: Date } = {},
): Promise<WindowChange> {
  return db.transaction(async (tx) => {
    const before = await lockAuctionForChange(tx, marketNo);
    const { at } = await marketInstant(tx);
    const closesAt = options.closesAt ?? before.closesAt;
    if (closesAt.getTime() <= at.getTime()) {
      throw new AppError('C_SH_001', {
        message: '締切が現在より前のため開始できません。新しい締切（CLI では --closes）を指定してください。',
      });
    }
    const opensAt = before.opensAt.getTime() > at.getTime() ? at : before.opensAt;
    if (opensAt.getTime() === before.opensAt.getTime() && closesAt.getTime() === before.closesAt.getTime()) {
      return { before, after: before, changed: false };
    }
    await refuseOverlapOfProduct(tx, before, { opensAt, closesAt }, at);
    const [after] = await tx.update(auctions).set({ opensAt, closesAt }).where(eq(auctions.id, before.id)).returning();
    await recordAudit(tx, {
      actor,
      action: 'auction.open',
      entity: 'auction',
      entityId: marketNo,
      before: { opensAt: before.opensAt, closesAt: before.closesAt, state: stateOf(before, at) },
      after: { opensAt, closesAt, state: stateOf(after!, at) },
    });
    return { before, after: after!, changed: true };
  });
}
