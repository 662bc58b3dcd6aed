import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { auctions } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { actorId, recordAudit, type Actor } from '../audit/record-audit';
import {
  persistFitSupplyReturn,
  recordedFitSupplyReturn,
  unsoldOfEarlyClearing,
  type ReturnedFitSupply,
} from '../ledger/persist-fit-supply-return';
import { marketInstant } from './market-clock';

export interface UnsoldFitSupplyReturn extends ReturnedFitSupply {
  /** The auction's return had been written before (by its clearing or an earlier run): nothing was done. */
  alreadyReturned: boolean;
}

/**
 * For FIT auctions cleared before decision 0011 (their unsold supply stayed in the FIT supply
 * account): returns the unsold rest, computed from their per-facility allocation rows, to the
 * certification source with the code the clearing uses. Clearings since then record their return.
 * Refused for an auction that is not FIT or not cleared; a second run finds the return entry and
 * does nothing. The auction row is held FOR UPDATE, so two runs take turns.
 */
export async function returnUnsoldFitSupply(db: Db, actor: Actor, marketNo: number): Promise<UnsoldFitSupplyReturn> {
  return db.transaction(async (tx) => {
    const [auction] = await tx.select().from(auctions).where(eq(auctions.marketNo, marketNo)).for('update');
    if (!auction) throw new AppError('C_SH_002', { message: `市場番号 ${marketNo} の市場は存在しません。` });
    if (auction.productCd !== 1)
      throw new AppError('C_SH_001', { message: `市場番号 ${marketNo} はFIT市場ではありません。` });
    if (!auction.clearedAt)
      throw new AppError('C_SH_006', {
        message: `市場番号 ${marketNo} は約定処理前です。売れ残りのFIT供給は約定処理のときに返還されます。`,
      });
    // Clearings since 0019 record their return, zeros when everything sold.
    const recorded = await recordedFitSupplyReturn(tx, marketNo);
    if (recorded) return { ...recorded, alreadyReturned: recorded.volume > 0 };

    const { businessDate } = await marketInstant(tx);
    const unsold = await unsoldOfEarlyClearing(tx, auction.id);
    const { entryId, facilities, volume } = await persistFitSupplyReturn(tx, auction, unsold, {
      actor: actorId(actor),
      businessDate,
    });
    if (entryId !== null)
      await recordAudit(tx, {
        actor,
        action: 'auction.return-fit-supply',
        entity: 'auction',
        entityId: marketNo,
        after: { entryId, facilities, volume },
      });
    return { facilities, volume, alreadyReturned: false };
  });
}
