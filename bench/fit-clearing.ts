/**
 * Full FIT clearing at the domain.md#design-sizes size: `npx tsx bench/fit-clearing.ts`.
 *
 * A fresh PostgreSQL database `nfc_bench_fit` (created here, dropped at the end) gets one closed
 * FIT auction built with set-based SQL (bench/lib/fit-setup.ts): BENCH_FIT_FACILITIES (default
 * 1,000,000) supplied facilities and BENCH_FIT_BIDS (default 10,000) buy bids from one member per
 * 10 bids. Then the real service clearAuction runs once (one transaction: read the book, engine,
 * bid results, allocations, ledger entry, statements, summary). Its phases are read from the
 * query stream (bench/lib/fit-trace.ts); memory is sampled every 50 ms and at every query.
 * References in the same run: the pure engine on the same book, and the same writes as bare
 * set-based SQL (INSERT … SELECT, rolled back). Cheap SQL checks verify the result.
 * Bounded: the work runs in a child process (bench/lib/fit-supervise.ts) that is killed past
 * BENCH_FIT_CLEAR_LIMIT_MIN (default 20) of clearing or BENCH_FIT_DEADLINE_MIN (default 60) in all;
 * then, or when the child dies (heap out of memory), what it last reported is written instead.
 * Full size writes bench/results/fit-clearing.md; smaller runs write bench/.out/ (tests/integration/fit-clearing-bench.test.ts
 * runs one in CI, in a database of its own: BENCH_FIT_DB).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import type pg from 'pg';
import { openDatabase } from '../src/lib/server/db/client';
import { applyMigrations } from '../src/lib/server/db/migrate';
import { clearAuction } from '../src/lib/server/services/auctions/clear-auction';
import { OPERATOR } from '../tests/fixtures/auction-fixtures';
import { buildFitRound, buildSecondRound } from './lib/fit-setup';
import { copyReference, engineReference, secondRoundFigures, verifyClearing } from './lib/fit-checks';
import { foldYearLotsOfBench, measureReads, type ReadFigures } from './lib/fit-reads';
import {
  backendPeakRss,
  ENGINE_PHASE,
  gcTimer,
  MemorySampler,
  phases,
  QueryTracer,
  type MemoryPeak,
} from './lib/fit-trace';
import { isChild, report, superviseChild, type Progress } from './lib/fit-supervise';
import { machineFacts, machineSummary, ms } from './lib/machine';
import { mergeSummary } from './lib/summary';
import { runOnce } from './lib/accounts-db';

const FULL = { bids: 10_000, facilities: 1_000_000 };
const BIDS = Number(process.env.BENCH_FIT_BIDS ?? FULL.bids);
const FACILITIES = Number(process.env.BENCH_FIT_FACILITIES ?? FULL.facilities);
const sizes = {
  bids: BIDS,
  facilities: FACILITIES,
  members: Math.max(1, Math.round(BIDS / 10)),
  demandRatio: Number(process.env.BENCH_FIT_DEMAND_RATIO ?? 1.2),
};
const READ_SECONDS = Number(process.env.BENCH_FIT_READ_SECONDS ?? 10);
const READ_WARM_UP_SECONDS = Number(process.env.BENCH_FIT_READ_WARM_UP_SECONDS ?? 2);
const CLEAR_LIMIT_MS = Number(process.env.BENCH_FIT_CLEAR_LIMIT_MIN ?? 20) * 60_000;
const DEADLINE_MS = Number(process.env.BENCH_FIT_DEADLINE_MIN ?? 60) * 60_000;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** BENCH_FIT_DB names another database, so that a small run (the CI test) never meets a full one. */
const DB_NAME = process.env.BENCH_FIT_DB ?? 'nfc_bench_fit';
const isFull = BIDS === FULL.bids && FACILITIES === FULL.facilities;
const OUT = isFull ? 'bench/results/fit-clearing.md' : `bench/.out/fit-clearing-${BIDS}-${FACILITIES}.md`;

const runStart = performance.now();
const MB = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;
const sec = (ms: number) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(1)} s`);
const n = (x: number) => x.toLocaleString('en');
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;

/** The first value of one statement's first row, on a short-lived connection to the server. */
async function admin(text: string): Promise<string> {
  return String(Object.values((await runOnce(ADMIN_URL, text)).rows[0] ?? {})[0] ?? '');
}

/** Lots still attached to holdings, after the fold none. */
async function lotsLeft(pool: pg.Pool): Promise<number> {
  const r = await pool.query(`select count(*)::int as n from pg_inherits where inhparent = 'holdings'::regclass`);
  return Number(r.rows[0].n);
}

function writeOut(md: string) {
  mkdirSync('bench/.out', { recursive: true });
  writeFileSync(OUT, md);
  console.log(md);
}

const version = await admin('show server_version');
const settings = await admin(
  `select string_agg(name || ' ' || current_setting(name), ', ' order by name) from pg_settings where name in ('shared_buffers', 'work_mem', 'synchronous_commit', 'max_wal_size')`,
);
const dataLine = `${n(FACILITIES)} supplied FIT facilities, ${n(BIDS)} buy bids from ${n(sizes.members)} members, demand ${sizes.demandRatio} × supply`;

if (!isChild()) {
  // The parent: runs the benchmark in a child, enforces the limits, records a failure.
  const failure = await superviseChild({ deadlineMs: DEADLINE_MS, clearLimitMs: CLEAR_LIMIT_MS });
  if (!failure) process.exit(0);
  await admin(`drop database if exists ${DB_NAME} with (force)`).catch(() => undefined);
  const p = failure.progress;
  writeOut(`## FIT clearing at full size (issues 4 and 12)

${machineFacts()}
- PostgreSQL ${version} on the same machine (${settings}); database \`${DB_NAME}\`, dropped afterwards.
- Node heap limit of the benchmark process ${MB(v8.getHeapStatistics().heap_size_limit)} (default flags). Data: ${dataLine}.

**The clearing did not complete: ${failure.reason}.** Whole run ${sec(failure.runMs)}; last stage \`${p.stage}\`${p.clearingMs === undefined ? '' : `, ${sec(p.clearingMs)} into the clearing`}; last query sent: ${p.lastQuery ?? '–'}.

Setup: ${p.setup.map((s) => `${s.step} ${sec(s.ms)}`).join('; ')}.

| phase (as far as it got) | wall | in queries | queries | rows | heap at its queries |
|---|---|---|---|---|---|
${(p.phases ?? []).map((f) => `| ${f.label} | ${sec(f.wallMs)} | ${sec(f.dbMs)} | ${n(f.queries)} | ${n(f.rows)} | ${f.peakHeap ? MB(f.peakHeap) : '–'} |`).join('\n')}

Peak RSS ${MB(p.peakRss ?? 0)}, peak heap used ${MB(p.peakHeap ?? 0)} (sampled, as last reported).
${failure.stderrTail.trim() ? `\nEnd of the process's stderr:\n\n\`\`\`\n${failure.stderrTail.trim().split('\n').slice(-25).join('\n')}\n\`\`\`\n` : ''}`);
  process.exit(3);
}

const tracer = new QueryTracer();
const memory = new MemorySampler();
const progress: Progress = { stage: 'setup', setup: [] };
let clearStart = 0;
let lastLabel = '';
let lastSent = 0;
/** Tells the parent how far the clearing got: at every change of phase and at most every 2 s otherwise. */
function sendProgress(force = false) {
  const now = performance.now();
  if (!force && now - lastSent < 2000) return;
  lastSent = now;
  if (clearStart) {
    Object.assign(progress, {
      clearingMs: now - clearStart,
      phases: phases(tracer.events, clearStart, now, '(still running: JS or a query in flight)'),
      peakRss: memory.peak.rss,
      peakHeap: memory.peak.heapUsed,
    });
  }
  report(progress);
}
tracer.onQuery = (m, label, head) => {
  memory.sample(m);
  progress.lastQuery = `${label} (${head.slice(0, 50)}…)`;
  sendProgress(label !== lastLabel);
  lastLabel = label;
};

await admin(`drop database if exists ${DB_NAME} with (force)`);
await admin(`create database ${DB_NAME}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${DB_NAME}`;
const database = await openDatabase({ url: url.toString(), poolSize: 10 });
tracer.attach(database.pool!);
try {
  await applyMigrations(database);
  const setupStart = performance.now();
  report(progress);
  const round = await buildFitRound(database.db, database.pool!, sizes);
  progress.setup = round.setupSteps;
  const setupMs = performance.now() - setupStart;
  const { auction } = round;
  console.log(`setup ${sec(setupMs)}: ${round.setupSteps.map((s) => `${s.step} ${sec(s.ms)}`).join('; ')}`);

  // ---- the measured clearing, after a checkpoint: in the market the supply is loaded days before
  // the clearing, not seconds, and the setup's WAL would otherwise be checkpointed during it.
  await database.pool!.query('checkpoint');
  const before = process.memoryUsage();
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;
  memory.start(50);
  const gc = gcTimer();
  tracer.active = true;
  clearStart = performance.now();
  progress.stage = 'clearing';
  sendProgress(true);
  const result = await clearAuction(database.db, OPERATOR, auction.marketNo);
  const clearEnd = performance.now();
  tracer.active = false;
  progress.stage = 'checks and references after the clearing';
  sendProgress(true);
  const peak: MemoryPeak = memory.stop();
  const gcPauses = gc.stop();
  const maxRssAfter = process.resourceUsage().maxRSS * 1024;
  const clearMs = clearEnd - clearStart;
  const phaseRows = phases(tracer.events, clearStart, clearEnd);
  const pids = new Map<number, number>();
  for (const e of tracer.events) pids.set(e.pid, (pids.get(e.pid) ?? 0) + 1);
  const backendPid = [...pids.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const backendRss = backendPid ? backendPeakRss(backendPid) : null;
  const written = new Map<string, number>();
  for (const e of tracer.events) {
    const m = /^\s*(insert into|update|copy)\s+"?(\w+)"?/i.exec(e.head);
    const key = m && `${m[1]!.toLowerCase()} ${m[2]!.replace(/_\d+$/, '_N')}`;
    if (key) written.set(key, (written.get(key) ?? 0) + e.rows);
  }
  console.log(`clearing ${sec(clearMs)}, contracted ${n(result.contractedVolume)} kWh`);

  // ---- checks, then references on the same data
  const verified = await verifyClearing(database.pool!, auction, round.supplyVolume);
  const engine = await engineReference(database.db, database.pool!, auction);
  const copy = await copyReference(database.pool!, auction.marketNo);
  const lotMs = phaseRows.filter((p) => p.label.startsWith('ledger: lot')).reduce((s, p) => s + p.wallMs, 0);
  const rowsWritten = [...written.values()].reduce((s, x) => s + x, 0);
  const dbTotal = phaseRows.reduce((s, p) => s + p.dbMs, 0);
  const engineMs = phaseRows.find((p) => p.label === ENGINE_PHASE)?.wallMs ?? 0;
  const pct = (x: number) => `${((100 * x) / clearMs).toFixed(0)} %`;
  const heapLimit = v8.getHeapStatistics().heap_size_limit;
  // The members' reads on the lot, then on the same lines in holdings and postings themselves.
  const buyers = (
    await database.pool!.query(
      `select distinct organization_id from bid_results where auction_id = $1 and contracted_volume > 0 order by 1 limit 50`,
      [auction.id],
    )
  ).rows.map((r: { organization_id: number }) => r.organization_id);
  await database.pool!.query(`analyze holdings_lot_${auction.marketNo}; analyze postings_lot_${auction.marketNo}`);
  const lotLinesPerBuyer = Number(
    (
      await database.pool!.query(
        `select percentile_cont(0.5) within group (order by n) as m from (select count(*) as n from holdings_lot_${auction.marketNo} group by organization_id) x`,
      )
    ).rows[0].m,
  );
  const reads: ReadFigures[] = [
    await measureReads(database.db, buyers, 'the lot (decision 0019)', READ_SECONDS, READ_WARM_UP_SECONDS),
  ];
  progress.stage = 'fold the lots (foldYearLots)';
  sendProgress(true);
  const fold = await foldYearLotsOfBench(database.db, database.pool!, auction.fiscalYear);
  const foldMs = fold.foldMs;
  reads.push(
    await measureReads(
      database.db,
      buyers,
      'the same lines in holdings and postings (before 0019)',
      READ_SECONDS,
      READ_WARM_UP_SECONDS,
    ),
  );
  verified.checks.push([
    `the product's fold moved the lot into holdings: ${n(fold.holdings)} lines (the lot held ${n(verified.lotLines)}), and no lot of the year is left`,
    fold.lots === 1 && fold.holdings === verified.lotLines && (await lotsLeft(database.pool!)) === 0,
  ]);
  verified.checks.push([
    `the lot holds exactly the engine's lines, re-run on the same book: ${n(engine.lotLines)} lines, differing ${n(engine.lotLinesDiffering)}`,
    engine.lotLinesDiffering === 0 && engine.lotLines === verified.lotLines,
  ]);

  // ---- a second round of the year on top: the buyers hold the first round's lines already
  progress.stage = 'second round';
  sendProgress(true);
  const second = await buildSecondRound(database.db, database.pool!, sizes);
  await database.pool!.query('checkpoint');
  const secondRssBefore = process.memoryUsage().rss;
  const secondMemory = new MemorySampler();
  secondMemory.start(50);
  tracer.events = [];
  tracer.active = true;
  const secondStart = performance.now();
  const secondResult = await clearAuction(database.db, OPERATOR, second.auction.marketNo);
  const secondMs = performance.now() - secondStart;
  tracer.active = false;
  const secondPeak = secondMemory.stop();
  const secondPhases = phases(tracer.events, secondStart, secondStart + secondMs);
  const secondLot = await secondRoundFigures(database.pool!, second.auction.marketNo);
  verified.checks.push([
    `second round: ${n(secondLot.credited)} lines credited in place, ${n(secondLot.created)} new lines in its lot; line keys held twice: ${secondLot.duplicates}; Σ procured = both rounds' contracted volume (${n(secondLot.procured)} kWh)`,
    secondLot.duplicates === 0 && secondLot.procured === verified.contracted + secondResult.contractedVolume,
  ]);
  const passed = verified.checks.every(([, ok]) => ok);

  const md = `## FIT clearing at full size (issues 4 and 12)

${machineFacts()}
- PostgreSQL ${version} on the same machine (${settings}); fresh database \`${DB_NAME}\`, dropped afterwards; pool of 10.
- Node heap limit ${MB(heapLimit)} (default flags); ${os.cpus().length} cores shared with other work (and with PostgreSQL).
- Data: one closed FIT auction (市場番号 ${auction.marketNo}) with ${n(FACILITIES)} supplied FIT facilities (${n(round.supplyVolume)} kWh, 1–19,999 kWh each,
  municipalities of the code master, 80 % solar) loaded as \`loadFitSupply\` would (the supply list with the facilities' tracking attributes; the offered total into the FIT supply's pool line),
  and ${n(BIDS)} buy bids from ${n(sizes.members)} members (prices 0.40–4.00 over the whole band, demand ${n(round.demandVolume)} kWh = ${sizes.demandRatio} × supply, so the
  margin is rationed and every facility is sold; tracking preferences: 30 % facility id, 30 % prefecture, 15 % prefecture + type,
  10 % municipality, 15 % none, a second one on half). Built with INSERT … SELECT over generate_series, closed by the operator's service.
- Measured: one call of \`clearAuction\` (the service the CLI \`auction clear\` runs), cold (first call in the process), after a
  \`CHECKPOINT\` (the supply is loaded days before a clearing, not seconds: the setup's WAL is not left to be checkpointed during it). Phases are read
  from its query stream: each query is labelled by the table it touches; the JavaScript time before a query counts in that query's phase.
- Whole run ${sec(performance.now() - runStart)}, of which setup ${sec(setupMs)} (${round.setupSteps.map((s) => `${s.step} ${sec(s.ms)}`).join('; ')}).

Before and after (the FIT clearing at market size; each clearing against the pure engine of its own run, the machine is shared):

| | clearing | peak RSS | × engine of the same run | load average |
|---|---|---|---|---|
| \`persistEntry\` per 25,000 deliveries, per-row foreign keys (2026-11-23T13:11Z) | 345.1 s | 1490 MB | 68.2× (engine 5.1 s) | 1.29 |
| set-based deliveries, statement-level references (2026-11-23T22:01Z) | 303.4 s | 706 MB | 18.5× (engine 16.4 s) | 12–15 |
| the same code (commit e27a41d), this machine (2026-11-27, bench/results/before/fit-clearing-e27a41d.md) | 95.8 s | 763 MB | 34.0× (engine 2.8 s) | 3.2 |
| **lot, pooled FIT supply, columnar engine (decision 0019, this run)** | **${sec(clearMs)}** | **${MB(peak.rss)}** | ${ratio(clearMs, engine.clearBookMs)} (engine ${sec(engine.clearBookMs)}) | ${os.loadavg()[0]!.toFixed(2)} at the end |

**Clearing: ${sec(clearMs)}** in one transaction, ${n(tracer.events.length)} queries, ${n(rowsWritten)} rows written; ${n(verified.contracted)} kWh contracted; ${n(verified.lotLines)} buyer lines in the lot.

| phase | wall | in queries | JS | queries | rows | heap / RSS at its queries |
|---|---|---|---|---|---|---|
${phaseRows.map((p) => `| ${p.label} | ${sec(p.wallMs)} | ${sec(p.dbMs)} | ${sec(p.wallMs - p.dbMs)} | ${n(p.queries)} | ${n(p.rows)} | ${p.peakHeap ? `${MB(p.peakHeap)} / ${MB(p.peakRss)}` : '–'} |`).join('\n')}

Rows written: ${[...written.entries()].map(([k, v]) => `${k} ${n(v)}`).join(', ')}.

| memory during the clearing | value |
|---|---|
| RSS before | ${MB(before.rss)} (heap ${MB(before.heapUsed)}) |
| peak RSS, sampled (${n(peak.samples)} samples) | ${MB(peak.rss)} |
| peak heap used / heap total, sampled | ${MB(peak.heapUsed)} / ${MB(peak.heapTotal)} (${((100 * peak.heapUsed) / heapLimit).toFixed(0)} % of the heap limit) |
| peak external (Buffers) | ${MB(peak.external)} |
| garbage collection pauses in the process during the clearing | ${sec(gcPauses.ms)} in ${n(gcPauses.count)} pauses, of which mark-sweep-compact ${sec(gcPauses.majorMs)} |
| process max RSS before → after | ${MB(maxRssBefore)} → ${MB(maxRssAfter)} |
| PostgreSQL backend of the transaction, peak RSS (VmHWM, includes touched shared buffers) | ${backendRss === null ? 'not readable' : MB(backendRss)} |

| reference (same run, same data) | time | clearing phase it compares with | ratio |
|---|---|---|---|
| pure engine \`clearFitBook\` on the same book (median of 3; parts: clearMultiPrice ${sec(engine.clearMs)}, allocateFitSupply ${sec(engine.allocateMs)}, ${n(engine.draws)} draws, ${n(engine.lotLines)} lines) | ${sec(engine.clearBookMs)} | whole clearing ${sec(clearMs)} | ${ratio(clearMs, engine.clearBookMs)} |
| PostgreSQL's own COPY of the lot's ${n(copy.rows)} rows into an empty table without indexes | ${sec(copy.ms)} | the lot's phases ${sec(lotMs)} (COPY, lines held already, indexes, postings, attach) | ${ratio(lotMs, copy.ms)} |
| reading the book again (bids and the supply by COPY, warm) | ${sec(engine.loadMs)} | — | — |

Where the time goes: ${pct(dbTotal)} of the clearing is inside queries and ${pct(clearMs - dbTotal)} in JavaScript between them
(garbage collection pauses ${sec(gcPauses.ms)}); the engine itself is ${pct(engineMs)}. The buyers' lot is ${pct(lotMs)} (${sec(lotMs)}):
its lines copied into \`holdings_lot_${auction.marketNo}\` with no index, checked against the lines the buyers already hold, indexed,
its postings written into \`postings_lot_${auction.marketNo}\` from it and indexed, and both attached as inheritance children
(src/lib/server/services/ledger/fit-lots.ts, decision 0019).

Members' reads after the clearing: the balance inquiry and the history of FIT 2026 (first page of 100 with the count,
through the services on a pool of 10), ${buyers.length} buyers at once (median ${n(lotLinesPerBuyer)} lines each in the lot), ${READ_SECONDS} s
each after a ${READ_WARM_UP_SECONDS} s warm-up: first on the lot as the clearing wrote it, then on the same lines and postings moved into holdings and
postings themselves by the product's fold (\`foldYearLots\`, the CLI's \`fold-lots\`, with the business date set past the year's
usable period for it and put back afterwards): ${n(fold.lots)} lot, ${n(fold.holdings)} lines and ${n(fold.postings)} postings moved in ${sec(foldMs)}
(one transaction); both layouts analyzed. Reads must not get slower with the lot.

| layout | balance p50 | p95 | req/s | history p50 | p95 | req/s |
|---|---|---|---|---|---|---|
${reads.map((r) => `| ${r.layout} | ${ms(r.balance.p50)} | ${ms(r.balance.p95)} | ${r.balance.rps.toFixed(0)} | ${ms(r.history.p50)} | ${ms(r.history.p95)} | ${r.history.rps.toFixed(0)} |`).join('\n')}
| lot ÷ holdings (p50) | ${(reads[0]!.balance.p50 / reads[1]!.balance.p50).toFixed(2)}× | | | ${(reads[0]!.history.p50 / reads[1]!.history.p50).toFixed(2)}× | | |

**A second round on top** (市場番号 ${second.auction.marketNo}): the same ${n(FACILITIES)} facilities offered again and the same members
bidding again (other volumes, prices and preferences), after the first round's lines were folded into holdings: the clearing meets
${n(secondLot.heldBefore)} FIT lines its buyers hold already. **${sec(secondMs)}**; process RSS ${MB(secondRssBefore)} before (the first round's
book, engine runs and reads are still in the heap) → peak ${MB(secondPeak.rss)}; ${n(secondLot.credited)} lines credited
in place, ${n(secondLot.created)} new lines in its lot. Its longest phases: ${secondPhases
    .filter((p) => p.wallMs >= 100)
    .sort((a, b) => b.wallMs - a.wallMs)
    .map((p) => `${p.label} ${sec(p.wallMs)}`)
    .join('; ')}.

Checks after the run (SQL over what was written): ${passed ? 'all passed' : '**FAILED**'}.
${verified.checks.map(([text, ok]) => `- ${ok ? '✓' : '✗'} ${text}`).join('\n')}
`;
  writeOut(md);
  if (isFull)
    mergeSummary('fitClearing', {
      facilities: FACILITIES,
      bids: BIDS,
      seconds: Number((clearMs / 1000).toFixed(1)),
      peakRssMb: Math.round(peak.rss / 2 ** 20),
      foldSeconds: Number((foldMs / 1000).toFixed(1)),
      secondRoundSeconds: Number((secondMs / 1000).toFixed(1)),
      passed,
      reference: {
        what: 'pure engine clearFitBook on the same book, same run (median of 3)',
        seconds: Number((engine.clearBookMs / 1000).toFixed(2)),
        ratio: Number((clearMs / engine.clearBookMs).toFixed(2)),
      },
      machine: machineSummary(),
    });
  if (!passed) process.exitCode = 1;
} finally {
  await database.close();
  await admin(`drop database if exists ${DB_NAME} with (force)`);
}
