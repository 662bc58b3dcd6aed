import type { Db, Tx } from '../../db';
import { AppError } from '../../../errors/app-error';
import {
  unlistedBadRows,
  type AdminUploadImport,
  type ProblemReport,
  type UploadTarget,
} from '@/lib/schemas/admin-uploads';
import { formatJstDateTime } from '../../time/jst-timestamp';
import { recordAudit, type Actor } from '../audit/record-audit';
import { loadFitSupplyIn } from '../auctions/load-fit-supply';
import { loadFitVolumesIn } from '../auctions/load-fit-volumes';
import { certifyRowsIn } from '../ledger/certify-volume';
import { earlierImport, lockToken, UPLOAD_IMPORT_ACTION } from './earlier-import';
import { kindName, readUpload, targetOf } from './upload-file';
import type { VolumeRow } from './read-volume-csv';
import type { ProgressSink } from './upload-progress';

/**
 * ファイル取込 (console): the file its preview accepted, written once. The token (sha256 of target
 * and bytes) must be the preview's, so what is written is what the operator confirmed; the import
 * is recorded in the audit log under that token in the same transaction, and a repeat of the
 * token (double click, second tab, the same file again) writes nothing and answers the first import.
 */
export async function importUpload(
  db: Db,
  actor: Actor,
  input: { target: UploadTarget; fileName: string; content: string; token: string },
  { onProgress }: { onProgress?: ProgressSink } = {},
): Promise<AdminUploadImport> {
  const file = await readUpload(input.target, input.content, onProgress);
  if (file.token !== input.token)
    throw new AppError('C_SH_006', {
      message: 'ファイルまたは取込先が確認したときと異なります。もう一度ファイルを確認してください。',
    });
  return db.transaction(async (tx) => {
    await lockToken(tx, file.token);
    const { targetText } = await targetOf(tx, input.target);
    const answer = { kindName: kindName(input.target), targetText, totals: file.totals };
    const earlier = await earlierImport(tx, file.token);
    if (earlier) return { imported: false, importedAt: formatJstDateTime(earlier), ...answer };
    const rejected = await write(tx, actor, input.target, file.rows, onProgress);
    if (rejected.badRows) throw refusal(rejected);
    await recordAudit(tx, {
      actor,
      action: UPLOAD_IMPORT_ACTION,
      entity: 'upload',
      entityId: file.token,
      after: { ...input.target, fileName: input.fileName, encoding: file.encoding, ...file.totals },
    });
    return { imported: true, importedAt: formatJstDateTime(new Date()), ...answer };
  });
}

async function write(
  tx: Tx,
  actor: Actor,
  target: UploadTarget,
  rows: VolumeRow[],
  progress?: ProgressSink,
): Promise<ProblemReport> {
  if (target.kind === 'fit-supply') return (await loadFitSupplyIn(tx, actor, target.marketNo, rows, progress)).rejected;
  if (target.kind === 'fit-volume')
    return (await loadFitVolumesIn(tx, actor, target.fiscalYear, rows, progress)).rejected;
  const { fiscalYear, ...rest } = target;
  return (await certifyRowsIn(tx, actor, { ...rest, targetYear: fiscalYear }, rows, progress)).rejected;
}

/**
 * A file that no longer passes (changed since its preview): 422, nothing written, with the first
 * bad rows' problems and, when there are more, one entry per kind with its count.
 */
function refusal(rejected: ProblemReport): AppError {
  const more = unlistedBadRows(rejected);
  return new AppError('C_SH_001', {
    message: `${rejected.badRows.toLocaleString('ja-JP')} 行に不備があるため、取り込みませんでした。`,
    fieldErrors: [
      ...rejected.problems.map((p) => ({ field: `${p.line}行目 ${p.column}`, message: p.message })),
      ...(more > 0
        ? rejected.problemKinds.map((k) => ({
            field: `全体 ${k.column}`,
            message: `${k.message}（${k.rows.toLocaleString('ja-JP')} 行）`,
          }))
        : []),
    ],
  });
}
