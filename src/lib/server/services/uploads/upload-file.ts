import { createHash } from 'node:crypto';
import type { Executor, Tx } from '../../db';
import { AppError } from '../../../errors/app-error';
import {
  UPLOAD_KIND_NAMES,
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_LARGE,
  type ProblemReport,
  type UploadTarget,
  type UploadTotals,
} from '@/lib/schemas/admin-uploads';
import { fitAuctionForSupply, fitSupplyProblems } from '../auctions/load-fit-supply';
import { fitVolumeProblems } from '../auctions/load-fit-volumes';
import { certificationProblems, certifiedMember } from '../ledger/certify-volume';
import { eachSliced } from '../../yield-now';
import { readVolumeCsv, type VolumeFile, type VolumeRow } from './read-volume-csv';
import type { ProgressSink } from './upload-progress';

export interface UploadedFile extends VolumeFile {
  /** sha256 of the target and the file's bytes: the preview's token and the import's once-only key. */
  token: string;
  totals: UploadTotals;
}

/** An upload's bytes read as the CLI reads a file, with its token and totals. */
export async function readUpload(
  target: UploadTarget,
  content: string,
  progress?: ProgressSink,
): Promise<UploadedFile> {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new AppError('C_SH_010', { message: UPLOAD_TOO_LARGE });
  const file = await readVolumeCsv(bytes);
  const token = createHash('sha256').update(JSON.stringify(target)).update('\n').update(bytes).digest('hex');
  progress?.({ phase: 'read', done: file.rows.length, total: file.rows.length });
  return { ...file, token, totals: await totalsOf(file.rows) };
}

/** The file's totals, summed with yields to the event loop (see eachSliced). */
async function totalsOf(rows: VolumeRow[]): Promise<UploadTotals> {
  let totalVolume = 0;
  const facilities = new Set<string>();
  await eachSliced(rows, (r) => {
    if (/^\d+$/.test(r.volume)) totalVolume += Number(r.volume);
    if (r.facilityId) facilities.add(r.facilityId);
  });
  return { rows: rows.length, facilities: facilities.size, totalVolume };
}

export interface CheckedTarget {
  /** What the target is called on the screen and in the confirmation. */
  targetText: string;
  /**
   * The bad rows of a file for this target, by the rules its load applies, read through `ex` (the
   * import's transaction, or the preview's pool: a check need not hold a connection throughout).
   */
  problems: (ex: Executor, rows: VolumeRow[], progress?: ProgressSink) => Promise<ProblemReport>;
}

/** The auction or member a file is for (refused when there is none), and its rows' check. */
export async function targetOf(tx: Tx, target: UploadTarget): Promise<CheckedTarget> {
  if (target.kind === 'fit-supply') {
    const auction = await fitAuctionForSupply(tx, target.marketNo);
    return {
      targetText: `市場番号 ${target.marketNo}（${auction.fiscalYear}年度 第${auction.roundNo}回 FIT市場）`,
      problems: (ex, rows, progress) => fitSupplyProblems(ex, auction, rows, progress),
    };
  }
  if (target.kind === 'fit-volume')
    return {
      targetText: `${target.fiscalYear}年度のFIT設備`,
      problems: (ex, rows, progress) => fitVolumeProblems(ex, target.fiscalYear, rows, progress),
    };
  const member = await certifiedMember(tx, target.memberNumber);
  return {
    targetText: `${member.name}（会員番号 ${target.memberNumber}） ${target.fiscalYear}年度 ${PRODUCTS[target.productCd]}`,
    problems: (ex, rows, progress) => certificationProblems(ex, member, target.productCd, rows, progress),
  };
}

const PRODUCTS = { 2: '商品2（再エネ指定あり）', 3: '商品3（再エネ指定なし）' } as const;

export const kindName = (target: UploadTarget) => UPLOAD_KIND_NAMES[target.kind];
