import { readFileSync } from 'node:fs';
import type { UploadProblem } from '../../lib/schemas/admin-uploads';
import { readVolumeCsv, type VolumeRow } from '../../lib/server/services/uploads/read-volume-csv';

/** A facility_id,volume file read as the console reads an upload (UTF-8 with/without BOM, or Shift_JIS). */
export function readVolumeFile(file: string): VolumeRow[] {
  return readVolumeCsv(readFileSync(file)).rows;
}

/** Prints the row-by-row report of a refused file and stops the command. */
export function refuseFile(rejected: UploadProblem[], print: (line: string) => void, what: string): void {
  if (rejected.length === 0) return;
  const lines = new Set(rejected.map((p) => p.line)).size;
  print(`${lines.toLocaleString('ja-JP')} 行に不備があるため、登録しませんでした:`);
  for (const p of rejected) print(`  ${p.line}行目 ${p.column}: ${p.message}`);
  throw new Error(`${what}の登録を中止しました。`);
}
