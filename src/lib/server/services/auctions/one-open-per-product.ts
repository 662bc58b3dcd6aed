import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Tx } from '../../db';
import { auctions } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { stateOf, windowText, type AuctionRow } from './auction-view';

/*
 * One open auction per product. An auction is open when the market clock (business date + time of
 * day) lies inside its window and it is not cleared, so "at most one open" must hold for every
 * instant the operator may move the business date to: the rule is therefore on the windows — the
 * windows of a product's uncleared auctions never overlap. create-round keeps it for new rounds,
 * open/reopen (which move a window) keep it here, close only shrinks a window, and the business
 * date cannot break it. A bid names only its product; with overlapping windows it would go to one
 * auction and 入札照会 would show the other.
 *
 * Callers hold the product's entry gate exclusive (lockAuctionForChange, create-round), so two
 * window changes of one product are judged one after the other, each seeing the other's commit.
 */
export async function refuseOverlapOfProduct(
  tx: Tx,
  changing: AuctionRow,
  window: { opensAt: Date; closesAt: Date },
  marketNow: Date,
): Promise<void> {
  const [other] = await tx
    .select()
    .from(auctions)
    .where(
      and(
        eq(auctions.productCd, changing.productCd),
        ne(auctions.id, changing.id),
        isNull(auctions.clearedAt),
        lt(auctions.opensAt, window.closesAt),
        gt(auctions.closesAt, window.opensAt),
      ),
    )
    .orderBy(auctions.opensAt)
    .limit(1);
  if (!other) return;
  throw new AppError('C_SH_006', {
    message:
      stateOf(other, marketNow) === 'open'
        ? `同じ商品の市場 ${other.marketNo} が入札受付中のため開始できません（受付期間 ${windowText(other)}）。`
        : `同じ商品の市場 ${other.marketNo}（受付期間 ${windowText(other)}）と受付期間が重なるため開始できません。`,
  });
}
