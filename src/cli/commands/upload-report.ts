import { readFileSync } from 'node:fs';
import { SHOWN_BAD_ROWS, unlistedBadRows, type ProblemReport } from '../../lib/schemas/admin-uploads';
import { readVolumeCsv, type VolumeRow } from '../../lib/server/services/uploads/read-volume-csv';
import { problemKindLines } from '../../lib/server/services/uploads/problem-report';

/** A facility_id,volume file read as the console reads an upload (UTF-8 with/without BOM, or Shift_JIS). */
export async function readVolumeFile(file: string): Promise<VolumeRow[]> {
  return (await readVolumeCsv(readFileSync(file))).rows;
}

/**
 * Prints the report of a refused file as the console shows it (the first bad rows one by one, then
 * how many more, and the rows per kind of problem over the whole file) and stops the command.
 */
export function refuseFile(rejected: ProblemReport, print: (line: string) => void, what: string): void {
  if (rejected.badRows === 0) return;
  print(`${rejected.badRows.toLocaleString('ja-JP')} 行に不備があるため、登録しませんでした:`);
  for (const p of rejected.problems) print(`  ${p.line}行目 ${p.column}: ${p.message}`);
  const more = unlistedBadRows(rejected);
  if (more > 0)
    print(
      `  …ほか ${more.toLocaleString('ja-JP')} 件（不備のある行のうち先頭の ${SHOWN_BAD_ROWS.toLocaleString('ja-JP')} 行を表示）`,
    );
  print('不備の種類ごとの行数:');
  for (const line of problemKindLines(rejected)) print(`  ${line}`);
  throw new Error(`${what}の登録を中止しました。`);
}
