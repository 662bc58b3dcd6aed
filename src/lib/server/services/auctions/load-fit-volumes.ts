import { sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db';
import { AppError } from '../../../errors/app-error';
import { columnArray, equalsAny, slices } from '../../db/bulk';
import { facilities, fitFacilityVolumes } from '../../db/schema';
import { fitVolumeRefusal, type FitFacilityStanding } from '@/lib/domain/auction';
import type { ProblemReport } from '@/lib/schemas/admin-uploads';
import { recordAudit, type Actor } from '../audit/record-audit';
import { NO_PROBLEMS } from '../uploads/problem-report';
import { CHECK_SLICE, checkedRows, phaseSteps, type ProgressSink } from '../uploads/upload-progress';
import { checkVolumeRows, lookupIds, type VolumeRow } from '../uploads/read-volume-csv';
import { fitStandings, lockFitSupplyYear } from './fit-facility-standing';

export interface FitVolumeReport {
  loaded: number;
  totalVolume: number;
  rejected: ProblemReport;
}

/**
 * FIT認定量の登録 (decision 0011): each FIT facility's certified volume for a target year, from the
 * certification data (facility_id,volume). From then on the year's FIT supply offers no facility
 * beyond it. A facility registered again has its volume corrected, never below what the year's
 * auctions hold of it. One bad row and nothing is written. The CLI's load-fit-volumes; the
 * console's upload goes through loadFitVolumesIn.
 */
export async function loadFitVolumes(
  db: Db,
  actor: Actor,
  targetYear: number,
  rows: VolumeRow[],
): Promise<FitVolumeReport> {
  return db.transaction((tx) => loadFitVolumesIn(tx, actor, targetYear, rows));
}

/**
 * loadFitVolumes inside the caller's transaction (the console's import writes its own audit row
 * in the same one), reporting the check and the write to the console's progress when given a sink.
 * The year's lock keeps a supply load from checking against volumes being changed.
 */
export async function loadFitVolumesIn(
  tx: Tx,
  actor: Actor,
  targetYear: number,
  rows: VolumeRow[],
  progress?: ProgressSink,
): Promise<FitVolumeReport> {
  await lockFitSupplyYear(tx, targetYear);
  const rejected = await fitVolumeProblems(tx, targetYear, rows, progress);
  if (rejected.badRows) return { loaded: 0, totalVolume: 0, rejected };
  const parts = [...slices(rows)];
  const step = phaseSteps(progress, 'write', parts.length);
  for (const part of parts) {
    const ids = columnArray(
      fitFacilityVolumes.facilityId,
      part.map((r) => r.facilityId),
    );
    const volumes = columnArray(
      fitFacilityVolumes.volume,
      part.map((r) => Number(r.volume)),
    );
    await tx.execute(sql`
      insert into fit_facility_volumes (target_year, facility_id, volume)
      select ${targetYear}, v.facility_id, v.volume from unnest(${ids}, ${volumes}) as v(facility_id, volume)
      on conflict (target_year, facility_id) do update set volume = excluded.volume`);
    step();
  }
  const totalVolume = rows.reduce((s, r) => s + Number(r.volume), 0);
  await recordAudit(tx, {
    actor,
    action: 'fit.load-volumes',
    entity: 'target_year',
    entityId: targetYear,
    after: { facilities: rows.length, totalVolume },
  });
  return { loaded: rows.length, totalVolume, rejected: NO_PROBLEMS };
}

/**
 * The bad rows of a FIT volume file for the year: the file's format, each facility a registered
 * FIT facility, and no volume below what the year's auctions already hold of it. Lookups go by
 * CHECK_SLICE ids (short statements; see certificationProblems).
 */
export async function fitVolumeProblems(
  ex: Executor,
  targetYear: number,
  rows: VolumeRow[],
  progress?: ProgressSink,
): Promise<ProblemReport> {
  if (rows.length === 0) throw new AppError('C_SH_001', { message: 'FIT認定量の行がありません。' });
  const known = new Map<string, boolean>();
  const standings = new Map<string, FitFacilityStanding>();
  const ids = await lookupIds(rows);
  const checked = checkedRows(progress, rows.length, ids.length);
  for (const part of slices(ids, CHECK_SLICE)) {
    for (const f of await ex
      .select({ id: facilities.id, isFit: facilities.isFit })
      .from(facilities)
      .where(equalsAny(facilities.id, part)))
      known.set(f.id, f.isFit);
    for (const [id, s] of await fitStandings(ex, targetYear, part)) standings.set(id, s);
    checked(part.length);
  }
  return checkVolumeRows(rows, 'FIT認定量', (row, problem) => {
    if (!known.has(row.facilityId)) return problem('設備が登録されていません');
    if (!known.get(row.facilityId)) return problem('FIT設備ではありません');
    if (!/^\d+$/.test(row.volume)) return;
    const refusal = fitVolumeRefusal(Number(row.volume), standings.get(row.facilityId)?.committed ?? 0);
    if (refusal) problem(refusal, 'volume');
  });
}
