import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';

export const SUMMARY_FILE = 'bench/results/summary.json';

/** One line naming the machine a figure was measured on, for summary.json sections. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  return `${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, load ${load}`;
}

/**
 * Sets one top-level key of bench/results/summary.json and keeps every other key: each benchmark
 * owns its own section, and a run of one benchmark must not erase the figures of the others. The
 * file is replaced by rename, so a reader never sees half a file.
 */
export function mergeSummary(section: string, value: Record<string, unknown>, file = SUMMARY_FILE): void {
  const current: Record<string, unknown> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  current[section] = { ...value, recordedAt: new Date().toISOString() };
  const sorted = Object.fromEntries(Object.entries(current).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(`${file}.tmp`, JSON.stringify(sorted, null, 2) + '\n');
  renameSync(`${file}.tmp`, file);
}
