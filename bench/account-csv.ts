/**
 * Account CSV exports benchmark (the history CSV was 4.4–4.7× PostgreSQL's COPY): `npx tsx bench/account-csv.ts`.
 *
 * On the bench ledger of bench/accounts.ts (1,000 members, 1,000,000 facilities, 10,000,000
 * postings; BENCH_ACCOUNTS_DB=<kept database> reuses one), the heavy member's two CSVs (year 2026,
 * product 2): the history (1,000,000 rows) and the balance lines, each in UTF-8 and Shift_JIS,
 * downloaded from the built app (src/server/start.ts in its own process, PostgreSQL, so the COPY path)
 * and counted and hashed by this process.
 *
 * Reference: psql `COPY (the repository's plain select, no formatting, no batch limit) TO STDOUT
 * (FORMAT csv, HEADER)`, run right before each download, so both see the same machine load.
 * Before: the keyset path (the code PGlite still uses, and PostgreSQL used before exports went through COPY) run in
 * this process on the same database; its UTF-8 and Shift_JIS bytes must hash the same as the app's.
 * Writes bench/results/account-csv.md and the `csv` section of bench/results/summary.json.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { Agent, request } from 'undici';
import { openDatabase } from '../src/lib/server/db/client';
import { createSession } from '../src/lib/server/auth/sessions';
import { findBalanceLines } from '../src/lib/server/repositories/account-balances';
import { findHistoryLines } from '../src/lib/server/repositories/account-histories';
import { exportAccountBalancesCsv } from '../src/lib/server/services/accounts/export-account-balances-csv';
import { exportAccountHistoriesCsv } from '../src/lib/server/services/accounts/export-account-histories-csv';
import { prepareLedger, recordingDb, runOnce } from './lib/accounts-db';
import { inlineParams, psqlCopy, type CapturedQuery, type StreamResult } from './lib/accounts-load';
import { startServerProcess, traceRss, type RssTrace, type ServerProcess } from './lib/accounts-server';
import { machineFacts } from './lib/machine';
import { machineLine, mergeSummary } from './lib/summary';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TIMEOUT_MS = 20 * 60_000;
const KEEP = process.env.BENCH_KEEP_DB === '1';
const REUSE = process.env.BENCH_ACCOUNTS_DB;
const MB = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;
const n = (x: number) => x.toLocaleString('en-US');
const s = (msec: number) => `${(msec / 1000).toFixed(1)} s`;

type Encoding = 'utf8' | 'sjis';
interface Measured {
  bytes: number;
  lines: number;
  sha256: string;
  totalMs: number;
  firstByteMs: number;
}

/** Reads a body to the end: byte and line count, SHA-256, total time and time to the first byte. */
async function consume(t0: number, body: AsyncIterable<Uint8Array>): Promise<Measured> {
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  let firstByteMs = NaN;
  for await (const chunk of body) {
    if (bytes === 0) firstByteMs = performance.now() - t0;
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    hash.update(chunk);
  }
  return { bytes, lines, sha256: hash.digest('hex'), totalMs: performance.now() - t0, firstByteMs };
}

const name = REUSE ?? `nfc_bench_csv_${Date.now()}`;
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
let server: ServerProcess | undefined;

async function main() {
  const facts = machineFacts();
  const started = performance.now();
  const pgVersion = String((await runOnce(ADMIN_URL, 'show server_version')).rows[0].server_version);
  console.log(`database ${name}`);
  const gen = await prepareLedger(ADMIN_URL, name, Boolean(REUSE));
  const database = await openDatabase({ url: dbUrl, poolSize: 4 });
  const org = gen.heavy.organizationId;
  const filters = { fiscalYear: 2026, productCd: 2 as const };
  try {
    server = await startServerProcess(dbUrl);
    const session = await createSession(
      database.db,
      gen.user0,
      { idleMinutes: 120, maxHours: 12 },
      { now: new Date() },
    );
    const headers = { cookie: `sid=${session.token}; XSRF-TOKEN=${session.csrfToken}` };
    const dispatcher = new Agent({ connections: 2 });

    // The repositories' own selects, captured from drizzle, without the batch limit: COPY's reference.
    const rec = recordingDb(database.pool!);
    await findHistoryLines(rec.db, org, filters, { after: undefined, limit: 5000 });
    await findBalanceLines(rec.db, org, filters, { after: undefined, limit: 5000 });
    const plain = (q: CapturedQuery) =>
      inlineParams({ text: q.text.replace(/ limit \$\d+$/, ''), params: q.params.slice(0, -1) });
    const [historyQ, balanceQ] = rec.captured as [CapturedQuery, CapturedQuery];
    const csvs = {
      history: {
        label: '履歴照会 (history)',
        path: 'account-histories',
        select: plain(historyQ),
        keyset: (encoding: Encoding) => exportAccountHistoriesCsv(database.db, org, { ...filters, encoding }).body,
      },
      balance: {
        label: '残高照会 (balances)',
        path: 'account-balances',
        select: plain(balanceQ),
        keyset: (encoding: Encoding) => exportAccountBalancesCsv(database.db, org, { ...filters, encoding }).body,
      },
    };

    const app = async (path: string, encoding: Encoding) => {
      const url = `${server!.baseUrl}/api/v1/${path}/csv?fiscalYear=2026&productCd=2&encoding=${encoding}`;
      const stop = traceRss(server!.pid);
      const t0 = performance.now();
      const res = await request(url, { headers, dispatcher, bodyTimeout: TIMEOUT_MS, headersTimeout: TIMEOUT_MS });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${await res.body.text()}`);
      const measured = await consume(t0, res.body);
      return { ...measured, rss: stop() };
    };

    type Row = {
      csv: keyof typeof csvs;
      encoding: Encoding;
      app: Measured & { rss: RssTrace };
      copy: StreamResult;
      before: Measured;
      beforeCopy: StreamResult;
    };
    const rows: Row[] = [];
    for (const key of ['history', 'balance'] as const) {
      const c = csvs[key];
      console.log(`${key}: COPY warm-up`);
      await psqlCopy(dbUrl, c.select, TIMEOUT_MS);
      for (const encoding of ['utf8', 'sjis'] as const) {
        console.log(`${key} ${encoding}: COPY, app`);
        const copy = await psqlCopy(dbUrl, c.select, TIMEOUT_MS);
        const appRun = await app(c.path, encoding);
        console.log(`${key} ${encoding}: COPY, keyset path (before)`);
        const beforeCopy = await psqlCopy(dbUrl, c.select, TIMEOUT_MS);
        const before = await consume(performance.now(), c.keyset(encoding));
        if (appRun.sha256 !== before.sha256)
          throw new Error(`${key} ${encoding}: the app's file differs from the keyset path's file`);
        if (appRun.lines - 1 !== copy.rows)
          throw new Error(`${key} ${encoding}: ${appRun.lines - 1} rows, COPY gave ${copy.rows}`);
        rows.push({ csv: key, encoding, app: appRun, copy, before, beforeCopy });
      }
    }
    await dispatcher.close();

    const ratio = (r: Row) => r.app.totalMs / r.copy.totalMs;
    const beforeRatio = (r: Row) => r.before.totalMs / r.beforeCopy.totalMs;
    const row = (r: Row) =>
      `| ${csvs[r.csv].label} | ${r.encoding === 'utf8' ? 'UTF-8 + BOM' : 'Shift_JIS'} | ${n(r.app.lines - 1)} | ${MB(r.app.bytes)} | ${s(r.app.totalMs)} | ${s(r.copy.totalMs)} | **${ratio(r).toFixed(2)}×** | ${s(r.before.totalMs)} / ${s(r.beforeCopy.totalMs)} = ${beforeRatio(r).toFixed(2)}× | ${(r.app.firstByteMs / 1000).toFixed(2)} s | ${MB(r.app.rss.before)} → ${MB(r.app.rss.peakSampled)} (HWM ${MB(r.app.rss.peakKernel)}) |`;
    const md = `## Account CSV exports through COPY

${facts}
- PostgreSQL ${pgVersion} on the same machine; bench ledger of bench/accounts.ts in \`${name}\` (${n(gen.sizes.facilities)} facilities,
  ${n(gen.tables.find((t) => t.table === 'postings')?.rows ?? 0)} postings)${REUSE ? ', reused' : ''}. Whole run ${s(performance.now() - started)}; load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}.
- The machine is shared by several jobs and was noisy: compare the ratios (each download against a COPY run right
  before it), not the absolute times.
- **After**: GET /api/v1/account-histories/csv and /api/v1/account-balances/csv of member BM0001 (2026, product 2) from the built app
  in its own process: one \`COPY (select with the formatting in SQL) TO STDOUT (FORMAT csv, HEADER)\` on the export pool
  (2 connections), LF → CRLF outside quotes, BOM or CP932 in the server; read, counted and hashed here.
- **Reference**: psql \`COPY (the repository's plain select, no formatting) TO STDOUT (FORMAT csv, HEADER)\`.
- **Before**: the keyset path (batches of 5,000, drizzle rows, csv-stringify; what PGlite still uses) run in this process on the
  same database, against its own COPY run. Its bytes hash identically to the app's in every case (checked by the run).
- Server memory: VmRSS before → highest sample (every 50 ms), and the kernel's high-water mark after resetting it.

| CSV | encoding | rows | bytes | app (COPY path) | plain COPY | app ÷ COPY | before: keyset ÷ its COPY | first byte | server RSS |
|---|---|---|---|---|---|---|---|---|---|
${rows.map(row).join('\n')}
`;
    // Scaled-down checks do not overwrite the recorded full-size figures.
    const scaled = ['BENCH_MEMBERS', 'BENCH_FACILITIES', 'BENCH_POSTINGS'].some((k) => process.env[k]);
    const out = scaled ? `${os.tmpdir()}/account-csv-scaled.md` : 'bench/results/account-csv.md';
    writeFileSync(out, md);
    console.log(md);
    console.log(`written to ${out}`);
    if (scaled) return;
    const pick = (csv: Row['csv'], encoding: Encoding) => rows.find((r) => r.csv === csv && r.encoding === encoding)!;
    const worst = (encoding: Encoding, f: (r: Row) => number) =>
      Number(Math.max(f(pick('history', encoding)), f(pick('balance', encoding))).toFixed(3));
    mergeSummary('csv', {
      // The goal (≤ 1.5×) is for both CSVs, so each headline is the worse of the two.
      ratioToCopyUtf8: worst('utf8', ratio),
      ratioToCopySjis: worst('sjis', ratio),
      beforeRatioToCopyUtf8: worst('utf8', beforeRatio),
      beforeRatioToCopySjis: worst('sjis', beforeRatio),
      goal: '<= 1.5',
      reference:
        "psql COPY (the repository's plain select) TO STDOUT (FORMAT csv, HEADER), run right before each download on the same database",
      rows: { history: pick('history', 'utf8').app.lines - 1, balance: pick('balance', 'utf8').app.lines - 1 },
      cases: rows.map((r) => ({
        csv: r.csv,
        encoding: r.encoding,
        ratioToCopy: Number(ratio(r).toFixed(3)),
        beforeRatioToCopy: Number(beforeRatio(r).toFixed(3)),
        appMs: Math.round(r.app.totalMs),
        copyMs: Math.round(r.copy.totalMs),
        serverPeakRssMb: Math.round(r.app.rss.peakSampled / 2 ** 20),
        serverRssBeforeMb: Math.round(r.app.rss.before / 2 ** 20),
      })),
      machine: machineLine(),
    });
  } finally {
    await database.close();
    await server?.stop().catch(() => undefined);
    if (!KEEP && !REUSE) await runOnce(ADMIN_URL, `drop database if exists ${name} with (force)`);
  }
}

await main();
