import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { auctions } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type Actor } from '../audit/record-audit';
import { marketInstant } from './market-clock';
import { lockAuctionForChange } from './lock-auction';
import { stateOf } from './auction-view';
import type { WindowChange } from './open-auction';

/**
 * 受付締切 (operator): closes_at becomes the market clock read after the FOR UPDATE lock, i.e.
 * after every bid already inside its transaction has committed. The clock is floored to the
 * millisecond, so every bid after this one sees a time at or past closes_at and is refused.
 */
export async function closeAuction(db: Db, actor: Actor, marketNo: number): Promise<WindowChange> {
  return db.transaction(async (tx) => {
    const before = await lockAuctionForChange(tx, marketNo);
    const { at } = await marketInstant(tx);
    const state = stateOf(before, at);
    if (state === 'scheduled')
      throw new AppError('C_SH_006', {
        message: `市場番号 ${marketNo} はまだ入札受付が始まっていないため締め切れません。`,
      });
    if (state === 'closed') return { before, after: before, changed: false };
    // opens_at < closes_at is a table rule: an auction opened this very millisecond closes one later.
    const closesAt = new Date(Math.max(at.getTime(), before.opensAt.getTime() + 1));
    const [after] = await tx.update(auctions).set({ closesAt }).where(eq(auctions.id, before.id)).returning();
    await recordAudit(tx, {
      actor,
      action: 'auction.close',
      entity: 'auction',
      entityId: marketNo,
      before: { closesAt: before.closesAt, state },
      after: { closesAt, state: stateOf(after!, at) },
    });
    return { before, after: after!, changed: true };
  });
}
