import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { AppError } from '../../http/app-error';
import type { UploadProblem } from '@/lib/schemas/admin-uploads';

/** One data row of a facility_id,volume file; line is its line in the file (the header is line 1). */
export interface VolumeRow {
  line: number;
  facilityId: string;
  volume: string;
}

export interface VolumeFile {
  /** How the bytes were read: 'UTF-8', 'UTF-8 (BOM付き)' or 'Shift_JIS'. */
  encoding: string;
  rows: VolumeRow[];
}

export const VOLUME_COLUMNS = ['facility_id', 'volume'] as const;

/**
 * Text of a file as operators save it: UTF-8 with or without BOM, else Shift_JIS (CP932, Excel's
 * "CSV" on Japanese Windows). Bytes that are not valid UTF-8 are taken for Shift_JIS.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8 (BOM付き)' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: iconv.decode(Buffer.from(bytes), 'cp932'), encoding: 'Shift_JIS' };
  }
}

/**
 * The FIT supply and certification files (CLI and console alike): a header row naming facility_id
 * and volume, comma separated, blank lines skipped, cells trimmed. A file that is not CSV at all,
 * or lacks a column, is refused as a whole.
 */
export function readVolumeCsv(bytes: Uint8Array): VolumeFile {
  const { text, encoding } = decodeCsvBytes(bytes);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError('C_SH_001', {
      message: `CSVとして読み取れません${line ? `（${line}行目付近）` : ''}。引用符（"）の対応を確認してください。`,
    });
  }
  const [first, ...data] = records;
  const names = (first?.record ?? []).map((h) => h.toLowerCase());
  const missing = VOLUME_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length)
    throw new AppError('C_SH_001', {
      message: `1行目に列名がありません: ${missing.join(', ')}（1行目は facility_id,volume の列名です）。`,
    });
  const idAt = names.indexOf('facility_id');
  const volumeAt = names.indexOf('volume');
  return {
    encoding,
    rows: data.map(({ record, info }) => ({
      line: info.lines,
      facilityId: record[idAt] ?? '',
      volume: record[volumeAt] ?? '',
    })),
  };
}

export const MAX_VOLUME = 1_000_000_000_000;

/**
 * The checks every facility_id,volume row passes whatever it loads into: an id, no id twice in
 * the file, a whole number of kWh. `volumeName` is the file's word for the volume (供給量, 認定量).
 */
export function formatProblems(rows: VolumeRow[], volumeName: string): UploadProblem[] {
  const problems: UploadProblem[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (!row.facilityId) problems.push({ line: row.line, column: 'facility_id', message: '設備IDがありません' });
    else if (seen.has(row.facilityId))
      problems.push({ line: row.line, column: 'facility_id', message: '同じ設備が複数行にあります' });
    seen.add(row.facilityId);
    if (!/^\d+$/.test(row.volume) || Number(row.volume) < 1 || Number(row.volume) > MAX_VOLUME)
      problems.push({
        line: row.line,
        column: 'volume',
        message: `${volumeName}は1以上の整数（kWh）で指定してください`,
      });
  }
  return problems;
}
