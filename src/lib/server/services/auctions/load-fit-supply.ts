import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { bulkInsert, equalsAny, slices } from '../../db/bulk';
import { auctionSupplies, facilities } from '../../db/schema';
import { buildFitSupplyLoad } from '../../../domain/ledger';
import { AppError } from '../../http/app-error';
import { actorId, recordAudit, type Actor } from '../audit/record-audit';
import { persistEntry } from '../ledger/persist-entry';
import { ledgerRefusal } from '../ledger/ledger-errors';
import { marketInstant } from './market-clock';
import { lockAuctionForChange } from './lock-auction';

export interface SupplyRow {
  /** Line number in the file (the header is line 1), for the report. */
  line: number;
  facilityId: string;
  volume: string;
}

export interface SupplyReport {
  loaded: number;
  totalVolume: number;
  rejected: { line: number; facilityId: string; reasons: string[] }[];
}

const MAX_VOLUME = 1_000_000_000_000;

/**
 * FIT供給量の登録 (operator): the FIT facilities offered in a FIT auction with their kWh. Every
 * row is checked first; one bad row rejects the file (nothing half-loaded) with a report of all
 * bad rows. Otherwise auction_supplies and the ledger entry moving the volume into the FIT supply
 * account are written in one transaction. The auction is held FOR SHARE: bids may continue,
 * clearing waits.
 */
export async function loadFitSupply(db: Db, actor: Actor, marketNo: number, rows: SupplyRow[]): Promise<SupplyReport> {
  return db.transaction(async (tx) => {
    const auction = await lockAuctionForChange(tx, marketNo, 'share');
    if (auction.productCd !== 1)
      throw new AppError('C_SH_001', { message: `市場番号 ${marketNo} はFIT市場ではありません。` });
    if (rows.length === 0) throw new AppError('C_SH_001', { message: '供給量の行がありません。' });
    const rejected = await rejectedRows(tx, auction.id, rows);
    if (rejected.length) return { loaded: 0, totalVolume: 0, rejected };

    const lines = rows.map((r) => ({ facilityId: r.facilityId, volume: Number(r.volume) }));
    await bulkInsert(tx, auctionSupplies, {
      auctionId: lines.map(() => auction.id),
      facilityId: lines.map((l) => l.facilityId),
      volume: lines.map((l) => l.volume),
    });
    const built = buildFitSupplyLoad({ targetYear: auction.fiscalYear, lines });
    if (!built.ok) throw ledgerRefusal(built.error);
    const { businessDate } = await marketInstant(tx);
    const { entryId } = await persistEntry(tx, built.value, {
      actor: actorId(actor),
      businessDate,
      reference: `市場番号 ${marketNo} FIT供給`,
    });
    const totalVolume = lines.reduce((s, l) => s + l.volume, 0);
    await recordAudit(tx, {
      actor,
      action: 'auction.load-fit-supply',
      entity: 'auction',
      entityId: marketNo,
      after: { entryId, facilities: lines.length, totalVolume },
    });
    return { loaded: lines.length, totalVolume, rejected: [] };
  });
}

async function rejectedRows(tx: Tx, auctionId: number, rows: SupplyRow[]): Promise<SupplyReport['rejected']> {
  const ids = [...new Set(rows.map((r) => r.facilityId).filter(Boolean))];
  const known = new Map<string, boolean>();
  for (const part of slices(ids)) {
    for (const f of await tx
      .select({ id: facilities.id, isFit: facilities.isFit })
      .from(facilities)
      .where(equalsAny(facilities.id, part)))
      known.set(f.id, f.isFit);
  }
  const supplied = new Set(
    (
      await tx
        .select({ id: auctionSupplies.facilityId })
        .from(auctionSupplies)
        .where(eq(auctionSupplies.auctionId, auctionId))
    ).map((s) => s.id),
  );
  const seen = new Set<string>();
  const rejected: SupplyReport['rejected'] = [];
  for (const row of rows) {
    const reasons: string[] = [];
    if (!row.facilityId) reasons.push('設備IDがありません');
    else if (!known.has(row.facilityId)) reasons.push('設備が登録されていません');
    else if (!known.get(row.facilityId)) reasons.push('FIT設備ではありません');
    if (row.facilityId && seen.has(row.facilityId)) reasons.push('同じ設備が複数行にあります');
    if (row.facilityId && supplied.has(row.facilityId)) reasons.push('この市場に登録済みです');
    if (!/^\d+$/.test(row.volume) || Number(row.volume) < 1 || Number(row.volume) > MAX_VOLUME)
      reasons.push('供給量は1以上の整数（kWh）で指定してください');
    seen.add(row.facilityId);
    if (reasons.length) rejected.push({ line: row.line, facilityId: row.facilityId, reasons });
  }
  return rejected;
}
