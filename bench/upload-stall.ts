/**
 * A large bad upload and the members meanwhile (issue 25 §3): `npx tsx bench/upload-stall.ts`.
 *
 * The real server (scripts/serve.mjs, NODE_ENV=production) in its own process on a fresh PostgreSQL
 * database with the demo data. A signed-in member reads with MEMBER_CONNECTIONS connections in a
 * closed loop (their balance API and the balance page, alternately). Reference, same run: the
 * members' latencies for REFERENCE_S seconds without an upload. Then an operator checks (確認,
 * POST /api/admin/uploads/preview) a FIT supply file of UPLOAD_ROWS rows that are all bad (unknown
 * facility ids, volumes that are not kWh), the members reading until it answers; then three such
 * checks at once (the slot cap answers the third with 429). The server's RSS is sampled throughout.
 * Writes bench/results/upload-stall.md and summary.json's `upload`.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { Agent, request } from 'undici';
import { openDatabase } from '../src/lib/server/db/client';
import { createClosedAuction, seededYears } from '../tests/fixtures/settlement-fixtures';
import { operatorAt } from '../tests/setup/admin-client';
import { runOnce } from './lib/accounts-db';
import { startServerProcess, traceRss, type RssTrace } from './lib/accounts-server';
import { machineFacts, percentile } from './lib/machine';
import { loginCookies } from './lib/session';
import { mergeSummary } from './lib/summary';
import { UPLOADS_AT_ONCE } from '../src/lib/server/services/uploads/upload-slots';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const UPLOAD_ROWS = Number(process.env.UPLOAD_ROWS ?? 300_000);
const MEMBER_CONNECTIONS = 4;
const REFERENCE_S = 10;
/** What the attack on f100120 reported for 320,000 bad rows (one upload; members stalled meanwhile). */
const REPORTED = { answerS: 46, responseMB: 28, rssMB: [315, 615], rssThreeMB: 812, memberStallS: [22, 40] };

interface Latencies {
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
}

/** Members' reads in a closed loop until `until` settles (or for `seconds`). */
async function memberReads(baseUrl: string, cookie: string, until: Promise<unknown>): Promise<Latencies> {
  const dispatcher = new Agent({ connections: MEMBER_CONNECTIONS, pipelining: 1 });
  const paths = [
    '/api/v1/account-balances?fiscalYear=2026&productCd=2&offset=0&limit=100&count=true',
    '/account/balance',
  ];
  const latencies: number[] = [];
  let errors = 0;
  let done = false;
  void until.finally(() => (done = true));
  await Promise.all(
    Array.from({ length: MEMBER_CONNECTIONS }, async (_, worker) => {
      for (let i = worker; !done; i++) {
        const t0 = performance.now();
        try {
          const res = await request(baseUrl + paths[i % 2]!, { headers: { cookie }, dispatcher });
          await res.body.dump();
          if (res.statusCode !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    requests: latencies.length,
    errors,
  };
}

function badSupplyCsv(rows: number): Buffer {
  const lines = ['facility_id,volume'];
  for (let i = 1; i <= rows; i++) lines.push(i % 2 ? `NOPE${String(i).padStart(7, '0')},1000` : `BAD${i},12.5`);
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

const name = `bench_upload_stall_${process.pid}`;
const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
await runOnce(ADMIN_URL, `create database ${name}`);
const loadAtStart = os.loadavg();
const server = await startServerProcess(url, { SEED_DEMO: 'true', MFA_KEY: randomBytes(32).toString('hex') });
const database = await openDatabase({ url, poolSize: 2 });
try {
  const auction = await createClosedAuction(database.db, await seededYears(database.db), 1);
  const operator = await operatorAt(server.baseUrl, database.db, 'console');
  const cookie = await loginCookies(server.baseUrl, 'minato01');
  const bytes = badSupplyCsv(UPLOAD_ROWS);
  const body = {
    target: { kind: 'fit-supply', marketNo: auction.marketNo },
    fileName: 'supply-bad.csv',
    content: bytes.toString('base64'),
  };
  const check = async () => {
    const t0 = performance.now();
    const res = await operator.client.request('POST', '/api/admin/uploads/preview', body);
    const text = await res.text();
    return { status: res.status, ms: performance.now() - t0, bytes: Buffer.byteLength(text), text };
  };

  // Warm-up, then the reference: members alone.
  await memberReads(server.baseUrl, cookie, new Promise((r) => setTimeout(r, 2000)));
  const alone = await memberReads(server.baseUrl, cookie, new Promise((r) => setTimeout(r, REFERENCE_S * 1000)));

  const rssOne = traceRss(server.pid);
  const one = check();
  const duringOne = await memberReads(server.baseUrl, cookie, one);
  const oneResult = await one;
  const rss1: RssTrace = rssOne();
  if (oneResult.status !== 200) throw new Error(`check answered ${oneResult.status}: ${oneResult.text.slice(0, 300)}`);
  const report = JSON.parse(oneResult.text) as { badRows: number; problems: unknown[] };

  const rssThree = traceRss(server.pid);
  const three = Promise.all([check(), check(), check()]);
  const duringThree = await memberReads(server.baseUrl, cookie, three);
  const threeResults = await three;
  const rss3 = rssThree();

  const mib = (b: number) => b / 2 ** 20;
  const row = (label: string, l: Latencies) =>
    `| ${label} | ${l.requests} | ${l.p50.toFixed(0)} | ${l.p99.toFixed(0)} | ${l.max.toFixed(0)} | ${(l.p99 / alone.p99).toFixed(1)}× | ${l.errors} |`;
  const md = `## A large bad upload and the members meanwhile (issue 25 §3)

The real server (\`scripts/serve.mjs\`, NODE_ENV=production) on PostgreSQL with the demo data, in its
own process. A member reads on ${MEMBER_CONNECTIONS} connections in a closed loop (\`/api/v1/account-balances\` and the
\`/account/balance\` page, alternately). An operator checks (確認) a FIT supply file of
${UPLOAD_ROWS.toLocaleString('en-US')} rows, every one bad (${(bytes.byteLength / 2 ** 20).toFixed(1)} MiB, ${(body.content.length / 2 ** 20).toFixed(1)} MiB as base64 JSON).
Reference, same run: the member's reads for ${REFERENCE_S} s with no upload.

${machineFacts()}
- The machine was shared with six other agents' builds and tests during the run (load average
  ${loadAtStart.map((l) => l.toFixed(2)).join(' / ')} at the start, on ${os.cpus().length} cores): absolute times are inflated and
  noisy; the ratio to the reference of the same run is the figure to read.

| member reads | requests | p50 (ms) | p99 (ms) | max (ms) | p99 vs alone | errors |
|---|---|---|---|---|---|---|
${row('alone (reference)', alone)}
${row(`during one check of ${UPLOAD_ROWS.toLocaleString('en-US')} bad rows`, duringOne)}
${row('during three checks sent at once', duringThree)}

| the check | figure | reported on f100120 (320,000 bad rows) |
|---|---|---|
| answered after | ${(oneResult.ms / 1000).toFixed(1)} s | ${REPORTED.answerS} s |
| answer size | ${(oneResult.bytes / 1024).toFixed(0)} KiB: ${report.problems.length.toLocaleString('en-US')} problems of the first 1,000 bad rows listed, ${report.badRows.toLocaleString('en-US')} bad rows counted per kind | ${REPORTED.responseMB} MB (every problem) |
| server RSS before → peak (one check) | ${mib(rss1.before).toFixed(0)} → ${mib(Math.max(rss1.peakSampled, rss1.peakKernel || 0)).toFixed(0)} MiB | ${REPORTED.rssMB.join(' → ')} MB |
| three at once: answers | ${threeResults.map((r) => `${r.status} in ${(r.ms / 1000).toFixed(1)} s`).join(', ')} | all three ran |
| server RSS before → peak (three at once) | ${mib(rss3.before).toFixed(0)} → ${mib(Math.max(rss3.peakSampled, rss3.peakKernel || 0)).toFixed(0)} MiB | ${REPORTED.rssThreeMB} MB |

How: the file is parsed in 64 KB chunks and its rows checked in one pass, yielding to the event loop
about every 20 ms (src/lib/server/yield-now.ts); the facilities are looked up 2,000 ids per
statement outside a transaction; the answer lists the first 1,000 bad rows and counts the rest per
kind; at most ${UPLOADS_AT_ONCE} checks or imports run at once per server, the next is answered 429 with
Retry-After at once (src/lib/server/services/uploads/upload-slots.ts).
`;
  writeFileSync('bench/results/upload-stall.md', md);
  mergeSummary('upload', {
    rows: UPLOAD_ROWS,
    memberP99AloneMs: Math.round(alone.p99),
    memberP99DuringUploadMs: Math.round(duringOne.p99),
    memberMaxDuringUploadMs: Math.round(duringOne.max),
    memberP99DuringThreeUploadsMs: Math.round(duringThree.p99),
    checkSeconds: Number((oneResult.ms / 1000).toFixed(1)),
    answerKiB: Math.round(oneResult.bytes / 1024),
    rssBeforeMiB: Math.round(mib(rss1.before)),
    rssPeakMiB: Math.round(mib(Math.max(rss1.peakSampled, rss1.peakKernel || 0))),
    rssPeakThreeAtOnceMiB: Math.round(mib(Math.max(rss3.peakSampled, rss3.peakKernel || 0))),
    threeAtOnceStatuses: threeResults.map((r) => r.status),
    reference: `the same member reads for ${REFERENCE_S} s without an upload, same run`,
    reported: REPORTED,
    machine: `${machineFacts().replace(/\n/g, '; ')}; shared machine`,
  });
  console.log(md);
} finally {
  await database.close();
  await server.stop();
  await runOnce(ADMIN_URL, `drop database if exists ${name} with (force)`);
}
