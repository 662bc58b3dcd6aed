import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { auctions } from '../../db/schema';
import { marketNoOf } from '@/lib/domain/auction';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type Actor } from '../audit/record-audit';
import { targetYearIdOf } from '../ledger/ledger-accounts';
import { windowText, type AuctionRow } from './auction-view';
import { passEntryGate } from './entry-gate';
import { refuseSupplyOfExpiredYear } from '../ledger/expired-year';
import { EXPIRY_LOCK } from '../ledger/expire-year';

export interface CreateRoundInput {
  fiscalYear: number;
  roundNo: number;
  opensAt: Date;
  closesAt: Date;
}

const PRODUCTS = [1, 2, 3] as const;

/**
 * 開催回の作成 (operator): one auction per product with the same window. Refused when the round
 * exists, or when a product's uncleared auction overlaps the window, since a bid names only its
 * product and must find exactly one open auction.
 */
export async function createRound(db: Db, actor: Actor, input: CreateRoundInput): Promise<AuctionRow[]> {
  if (!(input.opensAt.getTime() < input.closesAt.getTime()))
    throw new AppError('C_SH_001', { message: '受付開始は締切より前の日時を指定してください。' });
  if (!Number.isInteger(input.roundNo) || input.roundNo < 1 || input.roundNo > 4)
    throw new AppError('C_SH_001', { message: '開催回は1～4で指定してください。' });
  return db.transaction(async (tx) => {
    const targetYearId = await targetYearIdOf(tx, input.fiscalYear);
    // Shared with other rounds, exclusive against the year's expiry: a round is never created in
    // a year the expiry is retiring, nor after it.
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${EXPIRY_LOCK}, ${input.fiscalYear})`);
    await refuseSupplyOfExpiredYear(tx, input.fiscalYear);
    // Every product's gate, in product order (open/close take one): a round created at the same
    // time as an open of one of its products, or as another round, sees the other's window.
    for (const productCd of PRODUCTS) await passEntryGate(tx, productCd, 'exclusive');
    const existing = await tx
      .select()
      .from(auctions)
      .where(and(eq(auctions.targetYearId, targetYearId), eq(auctions.roundNo, input.roundNo)));
    if (existing.length)
      throw new AppError('C_SH_006', {
        message: `${input.fiscalYear}年度 第${input.roundNo}回の市場は既に作成されています。`,
      });
    const uncleared = await tx.select().from(auctions).where(isNull(auctions.clearedAt));
    const overlap = uncleared.find((a) => a.opensAt < input.closesAt && input.opensAt < a.closesAt);
    if (overlap) {
      throw new AppError('C_SH_006', {
        message: `市場番号 ${overlap.marketNo}（受付期間 ${windowText(overlap)}）と受付期間が重なります。`,
      });
    }
    const created = await tx
      .insert(auctions)
      .values(
        PRODUCTS.map((productCd) => ({
          marketNo: marketNoOf(input.fiscalYear, input.roundNo, productCd),
          targetYearId,
          fiscalYear: input.fiscalYear,
          roundNo: input.roundNo,
          productCd,
          opensAt: input.opensAt,
          closesAt: input.closesAt,
        })),
      )
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'auction.create-round',
      entity: 'auction',
      entityId: `${input.fiscalYear}-${input.roundNo}`,
      after: { marketNos: created.map((a) => a.marketNo), opensAt: input.opensAt, closesAt: input.closesAt },
    });
    return created.sort((a, b) => a.productCd - b.productCd);
  });
}
