/**
 * Expiry of a target year's unused certificates at market size: `npx tsx bench/expire-year.ts`.
 * A fresh PostgreSQL database `nfc_bench_expiry` (dropped at the end) gets one cleared FIT auction
 * of FY2026 with BENCH_EXPIRY_LINES (default 1,000,000) supplied facilities and 10,000 buy bids
 * (bench/lib/fit-setup.ts), so the year's members hold about that many procured lines in a lot.
 * With the business date on 2027/07/01 it times, in the same run: the reference, the bare writes of
 * the same rows (a temp table of the lines, one UPDATE, one INSERT … SELECT of the postings, rolled
 * back); then the expiry service (expireYear: locks, temp tables, update, retirement lines, postings,
 * year_expiries, audit) with this process's peak RSS; then a repeat. Checks: every line expired, the
 * retirement account holds the volume, the repeat changes nothing, the ledger invariants hold.
 * Goal (set when year expiry was designed): ≤ 30 s and ≤ 500 MB at 1,000,000 lines. Full size writes
 * bench/results/expire-year.md and its summary.json section; smaller runs write bench/.out/.
 * The small size runs in the test suite (tests/integration/expiry-bench.test.ts), so it cannot rot.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../src/lib/server/db/client';
import { applyMigrations } from '../src/lib/server/db/migrate';
import { runOnce } from './lib/accounts-db';
import { runExpiryBench } from './lib/expiry-bench';
import { machineFacts, machineSummary } from './lib/machine';
import { mergeSummary } from './lib/summary';

const FULL = 1_000_000;
const LINES = Number(process.env.BENCH_EXPIRY_LINES ?? FULL);
const BIDS = Math.min(10_000, Math.max(10, Math.round(LINES / 100)));
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'nfc_bench_expiry';
const isFull = LINES === FULL;
const OUT = isFull ? 'bench/results/expire-year.md' : `bench/.out/expire-year-${LINES}.md`;
const mb = (n: number) => `${(n / 2 ** 20).toFixed(0)} MB`;
const s = (n: number) => `${(n / 1000).toFixed(2)} s`;

await runOnce(ADMIN_URL, `drop database if exists ${DB_NAME} with (force)`);
await runOnce(ADMIN_URL, `create database ${DB_NAME}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${DB_NAME}`;
const database = await openDatabase({ url: url.toString(), poolSize: 4 });
try {
  await applyMigrations(database);
  const f = await runExpiryBench(database.db, database.pool!, {
    facilities: LINES,
    bids: BIDS,
    members: Math.max(1, Math.round(BIDS / 10)),
    demandRatio: 1.2,
  });
  const passed = Object.values(f.checks).every(Boolean);
  const md = `## Expiry of a target year (bench/expire-year.ts)

${machineFacts()}
- Data: one cleared FIT auction of FY2026, ${LINES.toLocaleString('en')} supplied facilities, ${BIDS.toLocaleString('en')} bids: **${f.lines.toLocaleString('en')} member lines** (${f.volume.toLocaleString('en')} kWh) in its lot; setup ${s(f.setupMs)}
- Goal (set when year expiry was designed): ≤ 30 s and ≤ 500 MB at 1,000,000 lines

| step | time |
| --- | --- |
| reference: bare temp table + UPDATE + INSERT … SELECT of the same rows (rolled back) | ${s(f.referenceMs)} |
| expiry service (expireYear, one transaction) | **${s(f.expiryMs)}** (${(f.expiryMs / f.referenceMs).toFixed(2)}× the reference) |
| repeat (finds the year expired) | ${s(f.repeatMs)} |
| peak RSS of the process during the expiry | **${mb(f.peakRss)}** |

Checks: ${Object.entries(f.checks)
    .map(([k, v]) => `${k} ${v ? '✓' : '✗'}`)
    .join('; ')}.
`;
  mkdirSync('bench/.out', { recursive: true });
  writeFileSync(OUT, md);
  console.log(md);
  if (isFull)
    mergeSummary('expireYear', {
      machine: machineSummary(),
      lines: f.lines,
      expiryMs: Math.round(f.expiryMs),
      referenceMs: Math.round(f.referenceMs),
      peakRssMb: Math.round(f.peakRss / 2 ** 20),
      checksPassed: passed,
    });
  if (!passed) process.exitCode = 1;
} finally {
  await database.close();
  await runOnce(ADMIN_URL, `drop database if exists ${DB_NAME} with (force)`);
}
