import { eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db';
import { columnArray, equalsAny, slices } from '../../db/bulk';
import { auctionSupplies, facilities } from '../../db/schema';
import { buildFitSupplyLoad, type FacilityVolume } from '@/lib/domain/ledger';
import { fitOfferRefusal, type FitFacilityStanding } from '@/lib/domain/auction';
import { fitStandings, fitYearBounded, lockFitSupplyYear } from './fit-facility-standing';
import { AppError } from '../../../errors/app-error';
import type { ProblemReport } from '@/lib/schemas/admin-uploads';
import { actorId, recordAudit, type Actor } from '../audit/record-audit';
import { persistEntry, type EntryMeta } from '../ledger/persist-entry';
import { CHECK_SLICE, checkedRows, phaseSteps, type ProgressSink } from '../uploads/upload-progress';
import { NO_PROBLEMS } from '../uploads/problem-report';
import { ledgerRefusal } from '../ledger/ledger-errors';
import { checkVolumeRows, lookupIds, type VolumeRow } from '../uploads/read-volume-csv';
import { marketInstant } from './market-clock';
import { lockAuctionForChange } from './lock-auction';
import { refuseSupplyOfExpiredYear } from '../ledger/expired-year';
import type { AuctionRow } from './auction-view';

export type SupplyRow = VolumeRow;

export interface SupplyReport {
  loaded: number;
  totalVolume: number;
  /** The bad rows (the first ones listed, counts per kind); any at all and nothing was written. */
  rejected: ProblemReport;
}

/**
 * FIT供給量の登録 (operator, CLI and console): the FIT facilities offered in a FIT auction with
 * their kWh. Every row is checked first; one bad row rejects the file (nothing half-loaded) with a
 * report of all bad rows. Otherwise auction_supplies (the per-facility offer, with the facilities'
 * tracking attributes) and the ledger entry moving the offered total into the FIT supply account
 * are written in one transaction.
 */
export async function loadFitSupply(db: Db, actor: Actor, marketNo: number, rows: SupplyRow[]): Promise<SupplyReport> {
  return db.transaction((tx) => loadFitSupplyIn(tx, actor, marketNo, rows));
}

/**
 * The FIT auction a supply file is for, held FOR SHARE: bids may continue, clearing waits. Refused
 * once its year has expired (C_AC_009); the row lock orders it with the expiry, which takes the
 * year's auction rows FOR UPDATE.
 */
export async function fitAuctionForSupply(tx: Tx, marketNo: number): Promise<AuctionRow> {
  const auction = await lockAuctionForChange(tx, marketNo, 'share');
  if (auction.productCd !== 1)
    throw new AppError('C_SH_001', { message: `市場番号 ${marketNo} はFIT市場ではありません。` });
  await refuseSupplyOfExpiredYear(tx, auction.fiscalYear);
  return auction;
}

/**
 * As loadFitSupply, inside the caller's transaction (the console's import adds its own record),
 * reporting the check and the write to the console's progress when given a sink.
 */
export async function loadFitSupplyIn(
  tx: Tx,
  actor: Actor,
  marketNo: number,
  rows: SupplyRow[],
  progress?: ProgressSink,
): Promise<SupplyReport> {
  const auction = await fitAuctionForSupply(tx, marketNo);
  await lockFitSupplyYear(tx, auction.fiscalYear);
  const rejected = await fitSupplyProblems(tx, auction, rows, progress);
  if (rejected.badRows) return { loaded: 0, totalVolume: 0, rejected };

  const lines = rows.map((r) => ({ facilityId: r.facilityId, volume: Number(r.volume) }));
  const { businessDate } = await marketInstant(tx);
  const { entryId } = await writeFitSupply(tx, auction, lines, { actor: actorId(actor), businessDate }, progress);
  const totalVolume = lines.reduce((s, l) => s + l.volume, 0);
  await recordAudit(tx, {
    actor,
    action: 'auction.load-fit-supply',
    entity: 'auction',
    entityId: marketNo,
    after: { entryId, facilities: lines.length, totalVolume },
  });
  return { loaded: lines.length, totalVolume, rejected: NO_PROBLEMS };
}

/**
 * Writes a checked FIT supply: auction_supplies, the per-facility offer with the facilities'
 * tracking attributes as of now (the clearing allocates on this snapshot), and the ledger entry
 * moving the offered total into the FIT supply's pool line (decision 0019).
 */
export async function writeFitSupply(
  tx: Tx,
  auction: { id: number; marketNo: number; fiscalYear: number },
  lines: readonly FacilityVolume[],
  meta: Omit<EntryMeta, 'reference'>,
  progress?: ProgressSink,
): Promise<{ entryId: number | null }> {
  const built = buildFitSupplyLoad({ targetYear: auction.fiscalYear, lines });
  if (!built.ok) throw ledgerRefusal(built.error);
  const parts = [...slices(lines)];
  const step = phaseSteps(progress, 'write', parts.length + 1);
  for (const part of parts) {
    const ids = columnArray(
      auctionSupplies.facilityId,
      part.map((l) => l.facilityId),
    );
    const volumes = columnArray(
      auctionSupplies.volume,
      part.map((l) => l.volume),
    );
    await tx.execute(sql`
      insert into auction_supplies (auction_id, facility_id, volume, prefecture_cd, municipality_cd, re_type_cd, plant_group_cd)
      select ${auction.id}, v.facility_id, v.volume, f.prefecture_cd, f.municipality_cd, f.re_type_cd, f.plant_group_cd
        from unnest(${ids}, ${volumes}) as v(facility_id, volume) join facilities f on f.id = v.facility_id`);
    step();
  }
  const written = await persistEntry(tx, built.value, { ...meta, reference: `市場番号 ${auction.marketNo} FIT供給` });
  step();
  return written;
}

/**
 * The bad rows of a supply file for this auction: the file's format, then each facility's fit, and
 * in a year with FIT volumes registered, each offer within what the facility has left unsold
 * (decision 0011; the load holds the year's lock, lockFitSupplyYear, so the check stays true until
 * it commits). Lookups go by CHECK_SLICE ids (short statements; see certificationProblems).
 */
export async function fitSupplyProblems(
  tx: Executor,
  auction: AuctionRow,
  rows: SupplyRow[],
  progress?: ProgressSink,
): Promise<ProblemReport> {
  if (rows.length === 0) throw new AppError('C_SH_001', { message: '供給量の行がありません。' });
  const ids = await lookupIds(rows);
  const known = new Map<string, boolean>();
  const bounded = await fitYearBounded(tx, auction.fiscalYear);
  const standings = new Map<string, FitFacilityStanding>();
  const checked = checkedRows(progress, rows.length, ids.length);
  for (const part of slices(ids, CHECK_SLICE)) {
    for (const f of await tx
      .select({ id: facilities.id, isFit: facilities.isFit })
      .from(facilities)
      .where(equalsAny(facilities.id, part)))
      known.set(f.id, f.isFit);
    if (bounded) for (const [id, s] of await fitStandings(tx, auction.fiscalYear, part)) standings.set(id, s);
    checked(part.length);
  }
  const supplied = new Set(
    (
      await tx
        .select({ id: auctionSupplies.facilityId })
        .from(auctionSupplies)
        .where(eq(auctionSupplies.auctionId, auction.id))
    ).map((s) => s.id),
  );
  return checkVolumeRows(rows, '供給量', (row, problem) => {
    if (!known.has(row.facilityId)) problem('設備が登録されていません');
    else if (!known.get(row.facilityId)) problem('FIT設備ではありません');
    if (supplied.has(row.facilityId)) problem('この市場に登録済みです');
    else if (known.get(row.facilityId) && /^\d+$/.test(row.volume)) {
      const standing = standings.get(row.facilityId) ?? { fitVolume: null, committed: 0 };
      const refusal = fitOfferRefusal(Number(row.volume), standing, bounded);
      if (refusal) problem(refusal, standing.fitVolume === null ? undefined : 'volume');
    }
  });
}
