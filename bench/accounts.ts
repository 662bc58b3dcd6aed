/**
 * Certificate accounts benchmark (balance, history and their CSVs on a market-size ledger): `npx tsx bench/accounts.ts`.
 *
 * 1. A fresh PostgreSQL database, migrated, with the code master, filled by bench/lib/accounts-data.ts:
 *    1,000 members, 1,000,000 facilities, 10,000,000 postings (BENCH_MEMBERS, BENCH_FACILITIES,
 *    BENCH_POSTINGS scale it down for a quick check). Timed step by step; table sizes reported.
 * 2. The built app started by src/server/start.ts in its own process (pool of 10). Balance inquiry
 *    (GET /api/v1/account-balances, first page of 100 with count) by 50 concurrent clients, each a
 *    different retailer with its own session, beside the same statement the repository issues,
 *    captured from drizzle, run through a bare pg pool of 10 by 50 concurrent callers.
 * 3. History CSV of the heavy member (1,000,000 rows): rows/s, time to first byte, the server's
 *    peak RSS (/proc, sampled every 50 ms plus the kernel high-water mark), beside psql's
 *    COPY (the same select) TO STDOUT (FORMAT csv) and the app's keyset statements through bare pg
 *    (at most 3 minutes of them).
 * Bounded: BENCH_DEADLINE_MIN (default 90) for the whole run; the database is dropped at the end
 * unless BENCH_KEEP_DB=1 (BENCH_ACCOUNTS_DB=<name> then reuses it and skips generation).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { openDatabase } from '../src/lib/server/db/client';
import { createSession } from '../src/lib/server/auth/sessions';
import { getAccountBalances } from '../src/lib/server/services/accounts/get-account-balances';
import { findHistoryLines } from '../src/lib/server/repositories/account-histories';
import { prepareLedger, recordingDb, runOnce } from './lib/accounts-db';
import { startServerProcess, traceRss, type ServerProcess } from './lib/accounts-server';
import {
  bareKeyset,
  closedLoop,
  downloadCsv,
  inlineParams,
  planOutline,
  psqlCopy,
  type CapturedQuery,
  type LoopResult,
  type StreamResult,
} from './lib/accounts-load';
import { machineFacts, ms } from './lib/machine';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MIN ?? 90) * 60_000;
const CSV_TIMEOUT_MS = 30 * 60_000;
const KEYSET_BUDGET_MS = 3 * 60_000;
const SJIS_IF_UNDER_MS = 5 * 60_000;
const KEEP = process.env.BENCH_KEEP_DB === '1';
const REUSE = process.env.BENCH_ACCOUNTS_DB;
const MB = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;
const n = (x: number) => x.toLocaleString('en-US');
const s = (msec: number) => `${(msec / 1000).toFixed(1)} s`;

const started = performance.now();
const name = REUSE ?? `nfc_bench_accounts_${Date.now()}`;
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
let server: ServerProcess | undefined;
let cleaned = false;

const admin = (sql: string) => runOnce(ADMIN_URL, sql);

async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await server?.stop().catch(() => undefined);
  if (!KEEP)
    await admin(`drop database if exists ${name} with (force)`).catch((e: unknown) => console.error('drop failed', e));
}

const deadline = setTimeout(() => {
  console.error(`accounts benchmark: hard deadline of ${DEADLINE_MS / 60_000} min reached, stopping`);
  void cleanup().finally(() => process.exit(2));
}, DEADLINE_MS);
deadline.unref();

async function main() {
  const facts = machineFacts();
  const pgVersion = String((await admin('show server_version')).rows[0].server_version);
  const settings = (
    await admin(
      `select name, setting, unit from pg_settings where name in ('shared_buffers','work_mem','max_wal_size') order by name`,
    )
  ).rows
    .map((r) => `${r.name} ${r.setting}${r.unit ? ` ×${r.unit}` : ''}`)
    .join(', ');
  console.log(`database ${name}`);
  const tGen = performance.now();
  const gen = await prepareLedger(ADMIN_URL, name, Boolean(REUSE));
  const generationMs = REUSE ? gen.steps.reduce((a, b) => a + b.ms, 0) : performance.now() - tGen;
  const database = await openDatabase({ url: dbUrl, poolSize: 10 });
  const pool = database.pool!;
  try {
    server = await startServerProcess(dbUrl);
    console.log(`server ${server.baseUrl} pid ${server.pid}`);
    const policy = { idleMinutes: 60, maxHours: 12 };
    const retailers = Array.from({ length: CLIENTS }, (_, w) => gen.firstRetailer + (w % gen.shape.retailers));
    const headersOf = async (memberIndex: number) => {
      const sess = await createSession(database.db, gen.user0 + memberIndex, policy, { now: new Date() });
      return { cookie: `sid=${sess.token}; XSRF-TOKEN=${sess.csrfToken}` };
    };
    const clientHeaders = await Promise.all(retailers.map(headersOf));
    const heavyHeaders = await headersOf(0);
    const fiscalYear = 2026;
    const productCd = 2;

    // The statements the balance service sends for each of the 50 members, recorded from drizzle.
    const rec = recordingDb(pool);
    const balanceQueries: CapturedQuery[][] = [];
    const lineCounts: number[] = [];
    for (const r of retailers) {
      const before = rec.captured.length;
      const res = await getAccountBalances(rec.db, gen.org0 + r, {
        fiscalYear,
        productCd,
        offset: 0,
        limit: 100,
        count: true,
      });
      balanceQueries.push(rec.captured.slice(before));
      lineCounts.push(res.count ?? 0);
    }
    // One statement since the page and its count and total are read together (decision 0010).
    if (balanceQueries.some((qs) => qs.length !== 1)) throw new Error('expected one statement per balance inquiry');
    const sortedCounts = [...lineCounts].sort((a, b) => a - b);

    const dispatcher = new Agent({ connections: CLIENTS, pipelining: 1 });
    const balanceUrl = `${server.baseUrl}/api/v1/account-balances?fiscalYear=${fiscalYear}&productCd=${productCd}&offset=0&limit=100&count=true`;
    const app = async (w: number) => {
      const res = await request(balanceUrl, { headers: clientHeaders[w]!, dispatcher });
      await res.body.dump();
      return res.statusCode === 200;
    };
    const bare = async (w: number) => {
      await Promise.all(
        balanceQueries[w]!.map((q) => pool.query({ text: q.text, values: q.params, rowMode: 'array' })),
      );
      return true;
    };
    console.log('balance inquiry: warm-up, then measured runs');
    await closedLoop(CLIENTS, 5, app);
    await closedLoop(CLIENTS, 5, bare);
    const rssBalance = traceRss(server.pid);
    const appLoad = await closedLoop(CLIENTS, SECONDS, app);
    const balanceRss = rssBalance();
    const bareLoad = await closedLoop(CLIENTS, SECONDS, bare);
    const appAlone = await closedLoop(1, SECONDS / 2, app);
    const bareAlone = await closedLoop(1, SECONDS / 2, bare);

    // History: the heavy member's postings of 2026 / product 2, as CSV through the app, COPY and bare keyset.
    const filters = { fiscalYear, productCd };
    const before = rec.captured.length;
    await findHistoryLines(rec.db, gen.heavy.organizationId, filters, { after: undefined, limit: 5000 });
    const sentinel = { createdAtUtc: '2099-12-31T00:00:00.123456Z', id: 987_654_321 };
    await findHistoryLines(rec.db, gen.heavy.organizationId, filters, { after: sentinel, limit: 5000 });
    const [firstQ, nextQ] = rec.captured.slice(before) as [CapturedQuery, CapturedQuery];
    if (!/ limit \$\d+$/.test(firstQ.text)) throw new Error(`unexpected history statement: ${firstQ.text}`);
    const slots = { time: nextQ.params.indexOf(sentinel.createdAtUtc), id: nextQ.params.indexOf(sentinel.id) };
    const copySelect = inlineParams({ text: firstQ.text.replace(/ limit \$\d+$/, ''), params: firstQ.params });
    const csvUrl = (enc: string) =>
      `${server!.baseUrl}/api/v1/account-histories/csv?fiscalYear=${fiscalYear}&productCd=${productCd}&encoding=${enc}`;
    const appCsv = async (enc: string) => {
      console.log(`history CSV through the app (${enc})`);
      const stop = traceRss(server!.pid);
      const r = await downloadCsv(csvUrl(enc), heavyHeaders, dispatcher, CSV_TIMEOUT_MS);
      return { ...r, rss: stop() };
    };
    const plan = await planOutline(pool, firstQ);
    console.log('history: COPY warm-up');
    await psqlCopy(dbUrl, copySelect, CSV_TIMEOUT_MS);
    const csvUtf8 = await appCsv('utf8');
    console.log('history: COPY');
    const copy = await psqlCopy(dbUrl, copySelect, CSV_TIMEOUT_MS);
    const expected = gen.heavy.historyRows;
    console.log('history: the app statements through bare pg');
    const keyset = await bareKeyset(pool, firstQ, nextQ, slots, KEYSET_BUDGET_MS);
    // A second full export only when the first was not dominated by the database (bounded run).
    const csvSjis = csvUtf8.totalMs < SJIS_IF_UNDER_MS ? await appCsv('sjis') : undefined;
    await dispatcher.close();

    // Every complete export must have every row (the bare keyset run may stop early on its time budget).
    const complete = { utf8: csvUtf8, sjis: csvSjis, COPY: copy, keyset: keyset.stoppedEarly ? undefined : keyset };
    for (const [label, r] of Object.entries(complete))
      if (r && r.rows !== expected) throw new Error(`${label}: ${r.rows} rows, expected ${expected}`);

    const loadRow = (label: string, r: LoopResult, ref?: LoopResult) =>
      `| ${label} | ${n(r.requests)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.rps.toFixed(0)} | ${r.errors} | ${
        ref
          ? `${(r.p50 / ref.p50).toFixed(1)}× / ${(r.p95 / ref.p95).toFixed(1)}× / ${(ref.rps / r.rps).toFixed(1)}×`
          : '—'
      } |`;
    const rate = (r: StreamResult) => r.rows / (r.totalMs / 1000);
    const csvRow = (
      label: string,
      r: StreamResult & { rss?: { before: number; peakSampled: number; peakKernel: number } },
    ) =>
      `| ${label} | ${n(r.rows)} | ${Number.isNaN(r.bytes) ? '—' : MB(r.bytes)} | ${s(r.totalMs)} | ${n(Math.round(rate(r)))} | ${
        Number.isNaN(r.headersMs) ? '—' : ms(r.headersMs)
      } / ${ms(r.firstByteMs)} / ${ms(r.firstRowMs)} | ${r.rss ? `${MB(r.rss.before)} → ${MB(r.rss.peakSampled)} (HWM ${MB(r.rss.peakKernel)})` : '—'} | ${(rate(copy) / rate(r)).toFixed(1)}× |`;
    const totalSize = gen.tables.reduce((a, t) => a + t.tableBytes + t.indexBytes, 0);
    const md = `## Certificate accounts

${facts}
- PostgreSQL ${pgVersion} on the same machine (${settings}); fresh database \`${name}\`, ${KEEP ? 'kept' : 'dropped afterwards'}.
- Whole run ${s(performance.now() - started)}; load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' / ',
      )} (the machine is shared)${REUSE ? ' (reused a kept database: generation figures are from the run that made it)' : ''}.

### Data: ${n(gen.sizes.members)} members, ${n(gen.sizes.facilities)} facilities, ${n(gen.tables.find((t) => t.table === 'postings')!.rows)} postings

Generated by \`bench/lib/accounts-data.ts\` with set-based SQL (INSERT … SELECT over generate_series, ids computed, indexes and keys
dropped during the load and rebuilt from their own definitions) in **${s(generationMs)}**. ${gen.shape.generators} generators and ${n(gen.shape.retailers)} retailers;
per facility ${gen.shape.entriesPerFacility} journal entries of two postings each: 認定 (FIT facilities: FIT supply) → ${gen.shape.transfersPerFacility} transfers
(FIT: 約定) to distinct retailers → 証書発行 of part of the first one; stamped across FY2026 in id order. One facility in four belongs to
member BM0001 (year 2026, product 2), which therefore has ${n(gen.heavy.historyRows)} postings there. Checks after loading: entries not
summing to zero per facility ${gen.checks.unbalancedEntries}; holdings whose balance differs from the sum of their postings ${gen.checks.holdingsNotMatchingPostings};
member lines below zero or reserved above balance ${gen.checks.negativeMemberLines}; running balances below zero in time order ${gen.checks.runningNegative ?? 'not checked at this size (sort of every posting)'}.

| step | time |
|---|---|
${gen.steps.map((x) => `| ${x.step} | ${s(x.ms)} |`).join('\n')}

| table | rows | table | indexes |
|---|---|---|---|
${gen.tables.map((t) => `| ${t.table} | ${n(t.rows)} | ${MB(t.tableBytes)} | ${MB(t.indexBytes)} |`).join('\n')}
| total | | ${MB(totalSize)} | |

### Balance inquiry at ${CLIENTS} concurrent clients

Before and after the market-scale performance work (decision 0019's lots and the member pool's serial plans; 0010's one statement per list page): the code of
commit e27a41d on the same generated database, minutes apart on 2026-11-27 (bench/results/before/accounts-e27a41d.md), gave the
balance inquiry at 50 clients p50 568.0 ms (87 req/s; 1.3× its bare statements), one client alone p50 13.2 ms, and the history CSV
of 1,000,000 rows in 7.7 s (UTF-8) / 7.5 s (Shift_JIS), 1.1× that run's COPY. Reads must not get slower: compare with the rows below.

- GET /api/v1/account-balances?fiscalYear=2026&productCd=2&offset=0&limit=100&count=true: session lookup, maintenance check, then the
  service's one statement (the page of 100 lines joined to facilities and codes, with the count and sum over all lines).
- ${CLIENTS} clients, each a different retailer with its own session (created in the database as bench/bid-entry.ts does), closed loop for
  ${SECONDS} s after a 5 s warm-up; ${n(sortedCounts[0]!)}–${n(sortedCounts[sortedCounts.length - 1]!)} lines (median ${n(sortedCounts[Math.floor(sortedCounts.length / 2)]!)}) per member in that year and product.
- The app is \`src/server/start.ts\` in its own process (pool of 10); the bare reference runs the same statement, text and parameters
  recorded from drizzle, through a \`pg\` pool of 10 from this process, also by ${CLIENTS} concurrent callers. Server RSS during the app run:
  ${MB(balanceRss.before)} → peak ${MB(balanceRss.peakSampled)}.

| case | requests | p50 | p95 | p99 | req/s | errors | app ÷ bare: p50 / p95 / throughput |
|---|---|---|---|---|---|---|---|
${loadRow(`app, ${CLIENTS} clients`, appLoad, bareLoad)}
${loadRow(`bare pg, ${CLIENTS} callers (reference)`, bareLoad)}
${loadRow('app, one client alone', appAlone, bareAlone)}
${loadRow('bare pg, one caller alone (reference)', bareAlone)}

### History CSV export of ${n(expected)} rows (member BM0001, 2026, product 2)

- GET /api/v1/account-histories/csv streamed and counted by this process over loopback; the server reads keyset batches of 5,000.
- Server memory from /proc/<pid>/status of the spawned server: VmRSS before → highest sample (every 50 ms), and VmHWM after resetting
  it (clear_refs) at the start of the download.
- References: psql \`COPY (the same select, without the batch limit) TO STDOUT (FORMAT csv, HEADER)\` read by this process (run once
  before as a warm-up); the app's own keyset statements (text and parameters recorded from drizzle) through a bare \`pg\` pool, rows
  fetched and dropped, no CSV (stopped after ${KEYSET_BUDGET_MS / 60_000} min if not done by then).
- Plan of the app's batch statement (EXPLAIN, scans and sorts only): ${plan}.
- The code tables (target_years, products: 3 rows each) are left as the app leaves them: autovacuum never analyzes tables that small.

| case | rows | bytes | total | rows/s | headers / first byte / first row | server RSS before → peak | time per row ÷ COPY's |
|---|---|---|---|---|---|---|---|
${csvRow('app, UTF-8 with BOM', csvUtf8)}
${csvSjis ? csvRow('app, Shift_JIS (the default)', csvSjis) : `| app, Shift_JIS (the default) | not run: the UTF-8 export took over ${SJIS_IF_UNDER_MS / 60_000} min | | | | | | |`}
${csvRow(`app's keyset statements through bare pg${keyset.stoppedEarly ? `, first ${n(keyset.rows)} rows (stopped)` : ''} (reference)`, keyset)}
${csvRow('PostgreSQL COPY … TO STDOUT (FORMAT csv) (reference)', copy)}
`;
    // Scaled-down checks do not overwrite the recorded full-size figures.
    const scaled = ['BENCH_MEMBERS', 'BENCH_FACILITIES', 'BENCH_POSTINGS'].some((k) => process.env[k]);
    const out = scaled ? path.join(os.tmpdir(), 'accounts-scaled.md') : 'bench/results/accounts.md';
    writeFileSync(out, md);
    console.log(`written to ${out}`);
    console.log(md);
  } finally {
    await database.close();
    await cleanup();
  }
}

try {
  await main();
} catch (e) {
  await cleanup();
  throw e;
}
clearTimeout(deadline);
