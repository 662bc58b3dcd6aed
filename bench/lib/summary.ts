import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const SUMMARY_FILE = 'bench/results/summary.json';

/** Sets one section of bench/results/summary.json, keeping every other benchmark's sections. */
export function mergeSummary(section: string, value: unknown): void {
  const current = existsSync(SUMMARY_FILE) ? (JSON.parse(readFileSync(SUMMARY_FILE, 'utf8')) as object) : {};
  writeFileSync(SUMMARY_FILE, JSON.stringify({ ...current, [section]: value }, null, 2) + '\n');
}
