import { finished } from 'node:stream/promises';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { AppError } from '../../../errors/app-error';
import type { ProblemReport } from '@/lib/schemas/admin-uploads';
import { eachSliced, timeSlices, yieldNow } from '../../yield-now';
import { ProblemCollector } from './problem-report';

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

const VOLUME_COLUMNS = ['facility_id', 'volume'] as const;

/**
 * Text of a file as operators save it: UTF-8 with or without BOM, else Shift_JIS (CP932, Excel's
 * "CSV" on Japanese Windows). Bytes that are not valid UTF-8 are taken for Shift_JIS.
 */
function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8 (BOM付き)' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: iconv.decode(Buffer.from(bytes), 'cp932'), encoding: 'Shift_JIS' };
  }
}

/** Characters of the text parsed between yields to the event loop (a few ms of parsing each). */
const PARSE_CHUNK = 16 * 1024;

type CsvRecord = { record: string[]; info: { lines: number } };

/**
 * The file's records, parsed chunk by chunk with a yield to the event loop after each, so other
 * requests are answered while a 10 MB file is read (parsed in one go it held the loop for about
 * 0.6 s per 300,000 rows). Chunks end at a line break, never inside a character. Each record is
 * handed to `onRecord` as it is parsed and not kept (the parser's per-record info is large).
 */
async function parseRecords(text: string, onRecord: (record: CsvRecord) => void): Promise<void> {
  const parser = parse({ skip_empty_lines: true, trim: true, relax_column_count: true, info: true });
  let failure: unknown;
  parser.on('readable', () => {
    try {
      for (let r: CsvRecord | null; (r = parser.read() as CsvRecord | null) !== null;) onRecord(r);
    } catch (error) {
      failure ??= error;
      parser.destroy();
    }
  });
  const done = finished(parser);
  done.catch(() => undefined); // awaited below; a parse error must not be an unhandled rejection meanwhile
  parser.once('error', (error) => (failure ??= error));
  for (let at = 0; at < text.length && !failure;) {
    const lineEnd = text.indexOf('\n', at + PARSE_CHUNK);
    const end = lineEnd === -1 ? text.length : lineEnd + 1;
    parser.write(text.slice(at, end));
    at = end;
    await yieldNow();
  }
  if (!failure) parser.end();
  await done.catch((error: unknown) => (failure ??= error));
  if (failure) throw failure;
}

/** The reader's refusal of a file that is not CSV (an unclosed quote), near the line it stopped at. */
function notCsv(error: unknown): AppError {
  const line = (error as { lines?: number }).lines;
  return new AppError('C_SH_001', {
    message: `CSVとして読み取れません${line ? `（${line}行目付近）` : ''}。引用符（"）の対応を確認してください。`,
  });
}

/**
 * The FIT supply and certification files (CLI and console alike): a header row naming facility_id
 * and volume, comma separated, blank lines skipped, cells trimmed. A file that is not CSV at all,
 * or lacks a column, is refused as a whole.
 */
export async function readVolumeCsv(bytes: Uint8Array): Promise<VolumeFile> {
  const { text, encoding } = decodeCsvBytes(bytes);
  const rows: VolumeRow[] = [];
  let columns: { idAt: number; volumeAt: number } | undefined;
  try {
    await parseRecords(text, ({ record, info }) => {
      if (!columns) {
        columns = columnsOf(record);
        return;
      }
      rows.push({ line: info.lines, facilityId: record[columns.idAt] ?? '', volume: record[columns.volumeAt] ?? '' });
    });
  } catch (error) {
    throw error instanceof AppError ? error : notCsv(error);
  }
  if (!columns) columnsOf([]);
  return { encoding, rows };
}

/** Where the header row names the columns; refused when it lacks one. */
function columnsOf(header: string[]): { idAt: number; volumeAt: number } {
  const names = header.map((h) => h.toLowerCase());
  const missing = VOLUME_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length)
    throw new AppError('C_SH_001', {
      message: `1行目に列名がありません: ${missing.join(', ')}（1行目は facility_id,volume の列名です）。`,
    });
  return { idAt: names.indexOf('facility_id'), volumeAt: names.indexOf('volume') };
}

const MAX_VOLUME = 1_000_000_000_000;

/** NUL and the other control characters (Unicode Cc): never part of an id; PostgreSQL refuses NUL in text. */
const CONTROL = /\p{Cc}/u;

/**
 * The distinct facility ids of a file worth looking up (present and without control characters),
 * collected with yields to the event loop (300,000 ids took up to a second on a busy machine).
 */
export async function lookupIds(rows: readonly VolumeRow[]): Promise<string[]> {
  const ids = new Set<string>();
  await eachSliced(rows, (r) => {
    if (r.facilityId && !CONTROL.test(r.facilityId)) ids.add(r.facilityId);
  });
  return [...ids];
}

/**
 * A row's own check against its target (the facility's registration, owner, kind; its volume's
 * bound): problems are the facility_id column's unless another is named.
 */
export type FacilityCheck = (row: VolumeRow, problem: (message: string, column?: 'volume') => void) => void;

/**
 * Every row of a facility_id,volume file checked in line order, whatever it loads into: an id
 * (without control characters), no id twice in the file, a whole number of kWh (`volumeName` is the
 * file's word for it: 供給量, 認定量), then the target's own check of the facility. The report keeps
 * the first bad rows and counts per kind; the loop yields to the event loop as it goes.
 */
export async function checkVolumeRows(
  rows: readonly VolumeRow[],
  volumeName: string,
  facilityCheck: FacilityCheck,
): Promise<ProblemReport> {
  const collector = new ProblemCollector();
  const seen = new Set<string>();
  const slice = timeSlices();
  for (const row of rows) {
    const problem = (column: string, message: string) => collector.add(row.line, column, message);
    const id = row.facilityId;
    const usable = id !== '' && !CONTROL.test(id);
    if (!id) problem('facility_id', '設備IDがありません');
    else if (!usable) problem('facility_id', '設備IDに使えない文字（制御文字）が含まれています');
    else if (seen.has(id)) problem('facility_id', '同じ設備が複数行にあります');
    seen.add(id);
    if (!/^\d+$/.test(row.volume) || Number(row.volume) < 1 || Number(row.volume) > MAX_VOLUME)
      problem('volume', `${volumeName}は1以上の整数（kWh）で指定してください`);
    if (usable) facilityCheck(row, (message, column) => problem(column ?? 'facility_id', message));
    const pause = slice();
    if (pause) await pause;
  }
  return collector.report();
}
