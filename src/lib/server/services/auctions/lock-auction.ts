import { eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { auctions } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { AuctionRow } from './auction-view';
import { passEntryGate } from './entry-gate';

/**
 * The operator's changes take the auction row FOR UPDATE: they wait for in-flight bids (which hold
 * it FOR SHARE) and for a running clearing, and a cleared auction is never changed again.
 */
export async function lockAuctionForChange(
  tx: Tx,
  marketNo: number,
  mode: 'update' | 'share' = 'update',
): Promise<AuctionRow> {
  const [known] = await tx
    .select({ productCd: auctions.productCd })
    .from(auctions)
    .where(eq(auctions.marketNo, marketNo));
  if (!known) throw new AppError('C_SH_002', { message: `市場番号 ${marketNo} の市場は存在しません。` });
  // A window change waits its turn at the product's entry gate, ahead of bids that arrive after it.
  if (mode === 'update') await passEntryGate(tx, known.productCd, 'exclusive');
  const [auction] = await tx.select().from(auctions).where(eq(auctions.marketNo, marketNo)).for(mode);
  if (auction!.clearedAt)
    throw new AppError('C_SH_006', { message: `市場番号 ${marketNo} は約定処理済みのため変更できません。` });
  return auction!;
}
