import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { auctions, fitSupplyRests } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { ProblemReport } from '@/lib/schemas/admin-uploads';
import { recordAudit, type Actor } from '../audit/record-audit';
import { rowsOf } from '../../db/raw-rows';
import { loadFitSupplyIn } from './load-fit-supply';
import { refuseExpiredYear } from '../ledger/expired-year';

/** How many facilities' rests a listing shows (the console's table, `ops show`); totals cover all. */
const RESTS_SHOWN = 100;

export interface FitSupplyRests {
  facilities: number;
  volume: number;
  /** The rests not yet offered again: what the re-offer action would offer. */
  open: { facilities: number; volume: number };
  /** The first RESTS_SHOWN rests in facility order, with the market they were offered again in. */
  rows: { facilityId: string; volume: number; reofferedMarketNo: number | null }[];
}

/** Each facility's returned rest of a cleared FIT auction (decision 0011), recorded by its clearing. */
export async function fitSupplyRestsOf(ex: Executor, auctionId: number): Promise<FitSupplyRests> {
  const [totals] = await rowsOf<{ facilities: number; volume: string; open_facilities: number; open_volume: string }>(
    ex,
    sql`select count(*)::int as facilities, coalesce(sum(volume), 0)::text as volume,
               (count(*) filter (where reoffered_auction_id is null))::int as open_facilities,
               coalesce(sum(volume) filter (where reoffered_auction_id is null), 0)::text as open_volume
          from fit_supply_rests where auction_id = ${auctionId}`,
  );
  const rows = await ex
    .select({
      facilityId: fitSupplyRests.facilityId,
      volume: fitSupplyRests.volume,
      reofferedMarketNo: auctions.marketNo,
    })
    .from(fitSupplyRests)
    .leftJoin(auctions, eq(auctions.id, fitSupplyRests.reofferedAuctionId))
    .where(eq(fitSupplyRests.auctionId, auctionId))
    .orderBy(asc(fitSupplyRests.facilityId))
    .limit(RESTS_SHOWN);
  return {
    facilities: totals!.facilities,
    volume: Number(totals!.volume),
    open: { facilities: totals!.open_facilities, volume: Number(totals!.open_volume) },
    rows,
  };
}

export interface ReofferedRests {
  fromMarketNo: number;
  toMarketNo: number;
  facilities: number;
  volume: number;
}

/**
 * 売れ残りの再供給 (console and `ops reoffer-fit-rests`): offers exactly the rests of a cleared FIT
 * auction not yet offered again, as a FIT supply of a later auction of the same target year, through
 * the supply loader and its checks (the facility's FIT volume, the year's lock). The rests are held
 * FOR UPDATE and marked with the auction they went to, so they are offered again once.
 */
export async function reofferFitRests(
  db: Db,
  actor: Actor,
  fromMarketNo: number,
  toMarketNo: number,
): Promise<ReofferedRests> {
  return db.transaction(async (tx) => {
    const [from] = await tx.select().from(auctions).where(eq(auctions.marketNo, fromMarketNo));
    if (!from) throw new AppError('C_SH_002', { message: `市場番号 ${fromMarketNo} の市場は存在しません。` });
    if (from.productCd !== 1)
      throw new AppError('C_SH_001', { message: `市場番号 ${fromMarketNo} はFIT市場ではありません。` });
    if (!from.clearedAt)
      throw new AppError('C_SH_006', {
        message: `市場番号 ${fromMarketNo} は約定処理前です。売れ残りは約定処理で確定します。`,
      });
    await refuseExpiredYear(tx, from.fiscalYear);
    const rests = await tx
      .select({ facilityId: fitSupplyRests.facilityId, volume: fitSupplyRests.volume })
      .from(fitSupplyRests)
      .where(and(eq(fitSupplyRests.auctionId, from.id), isNull(fitSupplyRests.reofferedAuctionId)))
      .orderBy(asc(fitSupplyRests.facilityId))
      .for('update');
    if (rests.length === 0)
      throw new AppError('C_SH_006', { message: `市場番号 ${fromMarketNo} に再供給できる売れ残りはありません。` });
    const [to] = await tx.select().from(auctions).where(eq(auctions.marketNo, toMarketNo));
    if (to && to.fiscalYear !== from.fiscalYear)
      throw new AppError('C_SH_001', {
        message: `市場番号 ${toMarketNo} は${to.fiscalYear}年度の市場です。${from.fiscalYear}年度の売れ残りは同じ年度の市場にのみ供給できます。`,
      });
    const rows = rests.map((r, i) => ({ line: i + 1, facilityId: r.facilityId, volume: String(r.volume) }));
    const report = await loadFitSupplyIn(tx, actor, toMarketNo, rows);
    if (report.rejected.badRows) throw restsRefused(report.rejected, rows);
    const toId = (await tx.select({ id: auctions.id }).from(auctions).where(eq(auctions.marketNo, toMarketNo)))[0]!.id;
    await tx
      .update(fitSupplyRests)
      .set({ reofferedAuctionId: toId })
      .where(and(eq(fitSupplyRests.auctionId, from.id), isNull(fitSupplyRests.reofferedAuctionId)));
    const done = { fromMarketNo, toMarketNo, facilities: report.loaded, volume: report.totalVolume };
    await recordAudit(tx, {
      actor,
      action: 'auction.reoffer-fit-rests',
      entity: 'auction',
      entityId: toMarketNo,
      after: done,
    });
    return done;
  });
}

/** The loader refused some rests (the facility's FIT volume changed, or it is offered already): 422 per facility. */
function restsRefused(rejected: ProblemReport, rows: { facilityId: string }[]): AppError {
  return new AppError('C_SH_001', {
    message: `${rejected.badRows.toLocaleString('ja-JP')} 設備の売れ残りを供給できないため、再供給しませんでした。`,
    fieldErrors: rejected.problems.map((p) => ({
      field: `設備 ${rows[p.line - 1]!.facilityId} ${p.column}`,
      message: p.message,
    })),
  });
}

/** FIT auctions of the target year not cleared yet, where rests may be offered again (the console's choice). */
export async function reofferTargets(ex: Executor, fiscalYear: number): Promise<{ marketNo: number; label: string }[]> {
  const rows = await ex
    .select({ marketNo: auctions.marketNo, roundNo: auctions.roundNo })
    .from(auctions)
    .where(and(eq(auctions.fiscalYear, fiscalYear), eq(auctions.productCd, 1), isNull(auctions.clearedAt)))
    .orderBy(asc(auctions.marketNo));
  return rows.map((r) => ({
    marketNo: r.marketNo,
    label: `市場番号 ${r.marketNo}（${fiscalYear}年度 第${r.roundNo}回 FIT市場）`,
  }));
}
