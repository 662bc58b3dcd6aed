/**
 * npm run bench: runs every benchmark in turn (each writes bench/results/<name>.md), then
 * assembles docs/benchmarks.md. `npm run bench -- foundation clearing-engine` runs a subset.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { assembleBenchmarks } from './assemble';

export const BENCHMARKS = [
  'foundation',
  'request-path',
  'request-floor',
  'login-first-rows',
  'clearing-engine',
  'accounts',
  'account-csv',
  'certificate-pdf',
  'bid-entry',
  'sell-lines',
  'fit-clearing',
  'lots-ten-years',
  'expire-year',
  'backup-restore',
  'settlements',
  'public-report',
  'public-lookup',
  'audit-log',
  'console-uploads',
  'upload-stall',
  'lighthouse-a11y',
  'js-budget',
  'compression',
];

const chosen = process.argv.slice(2).length ? process.argv.slice(2) : BENCHMARKS;
for (const name of chosen) {
  const file = `bench/${name}.ts`;
  if (!existsSync(file)) {
    console.log(`(skip ${name}: ${file} does not exist)`);
    continue;
  }
  console.log(`\n=== ${name}`);
  execFileSync('npx', ['tsx', file], { stdio: 'inherit' });
}
assembleBenchmarks();
