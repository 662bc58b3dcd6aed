import { eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db';
import { equalsAny, slices } from '../../db/bulk';
import { facilities, organizations } from '../../db/schema';
import { buildCertification } from '@/lib/domain/ledger';
import { AppError } from '../../../errors/app-error';
import type { ProblemReport } from '@/lib/schemas/admin-uploads';
import { actorId, recordAudit, type Actor } from '../audit/record-audit';
import { getSystemState } from '../system/system-state';
import { checkVolumeRows, lookupIds, type VolumeRow } from '../uploads/read-volume-csv';
import { NO_PROBLEMS } from '../uploads/problem-report';
import { ledgerRefusal } from './ledger-errors';
import { bulkEntrySteps, persistEntryInBulk } from './persist-entry-in-bulk';
import { CHECK_SLICE, checkedRows, phaseSteps, type ProgressSink } from '../uploads/upload-progress';

export interface CertifyRequest {
  memberNumber: string;
  targetYear: number;
  productCd: 2 | 3;
  lines: { facilityId: string; volume: number }[];
}

export interface CertifyTarget {
  memberNumber: string;
  targetYear: number;
  productCd: 2 | 3;
}

export interface CertifyReport {
  entryId: number | null;
  facilities: number;
  total: number;
  /** The bad rows (the first ones listed, counts per kind); any at all and nothing was written. */
  rejected: ProblemReport;
}

/** Plant group of renewable energy: the only one that may carry the renewable-specified product (2). */
const RENEWABLE_PLANT_GROUP = 1;

type Member = typeof organizations.$inferSelect;

/**
 * 認定 (operator): non-FIT volume certified for the member's own facilities arrives in its
 * authorized class. A refused line throws its problem (callers with typed lines: seed, tests).
 */
export async function certifyVolume(
  db: Db,
  actor: Actor,
  req: CertifyRequest,
): Promise<{ entryId: number; total: number }> {
  const rows = req.lines.map((l, i) => ({ line: i + 1, facilityId: l.facilityId, volume: String(l.volume) }));
  const report = await db.transaction((tx) => certifyRowsIn(tx, actor, req, rows));
  const [first] = report.rejected.problems;
  if (first) throw new AppError('C_SH_001', { message: `設備 ${rows[first.line - 1]!.facilityId}: ${first.message}` });
  return { entryId: report.entryId!, total: report.total };
}

/** The member certifications are for: a trading member, not the system's own accounts. */
export async function certifiedMember(tx: Tx, memberNumber: string): Promise<Member> {
  const [member] = await tx.select().from(organizations).where(eq(organizations.memberNumber, memberNumber));
  if (!member || member.isSystem)
    throw new AppError('C_SH_008', { message: `会員番号 ${memberNumber} の取引会員は存在しません。` });
  return member;
}

/** 認定 from facility_id,volume rows in a transaction of its own (the CLI's `certify`). */
export async function certifyRows(db: Db, actor: Actor, target: CertifyTarget, rows: VolumeRow[]) {
  return db.transaction((tx) => certifyRowsIn(tx, actor, target, rows));
}

/**
 * 認定 from facility_id,volume rows (CLI `certify` and the console's upload): every row is checked
 * and one bad row rejects them all; otherwise one certification entry, inside the caller's transaction.
 */
export async function certifyRowsIn(
  tx: Tx,
  actor: Actor,
  target: CertifyTarget,
  rows: VolumeRow[],
  progress?: ProgressSink,
): Promise<CertifyReport> {
  const member = await certifiedMember(tx, target.memberNumber);
  const rejected = await certificationProblems(tx, member, target.productCd, rows, progress);
  if (rejected.badRows) return { entryId: null, facilities: 0, total: 0, rejected };
  const lines = rows.map((r) => ({ facilityId: r.facilityId, volume: Number(r.volume) }));
  const built = buildCertification({
    memberId: member.id,
    targetYear: target.targetYear,
    productCd: target.productCd,
    lines,
  });
  if (!built.ok) throw ledgerRefusal(built.error);
  const { businessDate } = await getSystemState(tx);
  const { entryId } = await persistEntryInBulk(
    tx,
    built.value,
    { actor: actorId(actor), businessDate, reference: '非化石価値認定' },
    { onStep: phaseSteps(progress, 'write', bulkEntrySteps(built.value)) },
  );
  const total = lines.reduce((s, l) => s + l.volume, 0);
  await recordAudit(tx, {
    actor,
    action: 'ledger.certify',
    entity: 'journal_entry',
    entityId: entryId!,
    after: { ...target, facilities: lines.length, total, lines: lines.slice(0, 100) },
  });
  return { entryId: entryId!, facilities: lines.length, total, rejected: NO_PROBLEMS };
}

/**
 * The bad rows of certification rows for this member and product: format, then each facility.
 * Lookups go by CHECK_SLICE ids, so on the embedded database (one connection, the server's own
 * thread) each statement is short and other requests' statements run in between.
 */
export async function certificationProblems(
  tx: Executor,
  member: Member,
  productCd: 2 | 3,
  rows: VolumeRow[],
  progress?: ProgressSink,
): Promise<ProblemReport> {
  if (rows.length === 0) throw new AppError('C_SH_001', { message: '認定する設備を指定してください。' });
  const ids = await lookupIds(rows);
  const checked = checkedRows(progress, rows.length, ids.length);
  const found = new Map<string, { isFit: boolean; owner: number | null; plantGroupCd: number }>();
  for (const part of slices(ids, CHECK_SLICE)) {
    for (const f of await tx
      .select({
        id: facilities.id,
        isFit: facilities.isFit,
        owner: facilities.ownerOrganizationId,
        plantGroupCd: facilities.plantGroupCd,
      })
      .from(facilities)
      .where(equalsAny(facilities.id, part)))
      found.set(f.id, f);
    checked(part.length);
  }
  return checkVolumeRows(rows, '認定量', (row, problem) => {
    const f = found.get(row.facilityId);
    if (!f) problem('設備が登録されていません');
    else if (f.isFit) problem('FIT設備のため認定できません');
    else if (f.owner !== member.id) problem(`${member.name} の設備ではありません`);
    else if (productCd === 2 && f.plantGroupCd !== RENEWABLE_PLANT_GROUP)
      problem('再生可能エネルギーではないため、再エネ指定ありとして認定できません');
  });
}
