/**
 * The public certificate lookup (valid lookups must not lock each other out, and must serve the public at scale) at 50 connections beside a small static file
 * from the same server, same run: `npx tsx bench/public-lookup.ts`.
 * - The server is this checkout's (npm run serve, NODE_ENV=production) on PostgreSQL (the goal) and
 *   on PGlite, each with the demo data; the link is a demo certificate's, read from the member's
 *   certificate list.
 * - Reference: the built client file (/_astro/…) nearest in size to the lookup's answer.
 * - Cases, alternating in rounds: the static file, a right lookup (GET, 200 from the answer cache
 *   after the first read), the same lookup revalidated with If-None-Match (304). All from one
 *   address: every answer must be 200/304 (no lookup is charged to the guessing throttle).
 * Writes bench/results/public-lookup.md and the summary key publicLookup (goal: ratio ≥ 0.5).
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_URL, adminQuery } from './lib/admin-db';
import { runLoad, type LoadResult } from './lib/load';
import { machineFacts, machineSummary } from './lib/machine';
import { loginCookies } from './lib/session';
import { startAppProcess } from './lib/app-process';
import { mergeSummary } from './lib/summary';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const GOAL = 0.5;
const DEMO_YEAR = 2026;

type DbKind = 'postgresql' | 'pglite';

interface Round {
  staticFile: LoadResult;
  lookup: LoadResult;
  revalidated: LoadResult;
}

interface DbResult {
  db: DbKind;
  asset: string;
  assetBytes: number;
  answerBytes: number;
  rounds: Round[];
}

/** A demo certificate's public link, as its member sees it in the certificate list. */
async function demoLink(baseUrl: string): Promise<string> {
  const cookie = await loginCookies(baseUrl, 'sakura01');
  const query = new URLSearchParams({
    fiscalYear: String(DEMO_YEAR),
    productCd: '2',
    dateFrom: '2000-01-01',
    dateTo: '2100-12-31',
    offset: '0',
    limit: '1',
    count: 'false',
  });
  const res = await fetch(`${baseUrl}/api/v1/nfcs?${query}`, { headers: { cookie } });
  const list = (await res.json()) as { nfcList: { trackingUrl: string }[] };
  const tracking = list.nfcList[0]?.trackingUrl;
  if (!tracking) throw new Error(`no demo certificate (${res.status})`);
  const [hash, passCd] = new URL(tracking).pathname.split('/').slice(-2).map(decodeURIComponent);
  return `/api/v1/certificate?${new URLSearchParams({ hash: hash!, passCd: passCd! })}`;
}

/** The built client file nearest in size to `bytes`: the static reference for an answer of that size. */
function assetNear(bytes: number): { asset: string; assetBytes: number } {
  const dir = 'dist/client/_astro';
  const files = readdirSync(dir).map((f) => ({ f, size: statSync(path.join(dir, f)).size }));
  files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  return { asset: `/_astro/${files[0]!.f}`, assetBytes: files[0]!.size };
}

async function measure(db: DbKind): Promise<DbResult> {
  const name = `nfc_bench_public_lookup_${process.pid}`;
  let env: Record<string, string> = {};
  if (db === 'postgresql') {
    await adminQuery(`drop database if exists ${name} with (force)`);
    await adminQuery(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString(), SEED_DEMO: 'true' };
  }
  const server = await startAppProcess(process.cwd(), env);
  try {
    const link = await demoLink(server.baseUrl);
    const first = await fetch(server.baseUrl + link);
    const answerBytes = (await first.arrayBuffer()).byteLength;
    const etag = first.headers.get('etag');
    if (first.status !== 200 || !etag) throw new Error(`lookup answered ${first.status}, etag ${etag}`);
    const { asset, assetBytes } = assetNear(answerBytes);
    const load = (url: string, headers: Record<string, string> = {}) =>
      runLoad(server.baseUrl + url, { connections: CONNECTIONS, seconds: SECONDS, headers });
    await runLoad(server.baseUrl + link, { connections: CONNECTIONS, seconds: 3 });
    await runLoad(server.baseUrl + asset, { connections: CONNECTIONS, seconds: 3 });
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      rounds.push({
        staticFile: await load(asset),
        lookup: await load(link),
        revalidated: await load(link, { 'if-none-match': etag }),
      });
    }
    return { db, asset, assetBytes, answerBytes, rounds };
  } finally {
    await server.stop();
    if (db === 'postgresql') await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ratio = (r: Round, k: 'lookup' | 'revalidated') => r[k].rps / r.staticFile.rps;

function report(results: DbResult[], facts: string): string {
  const rows = results.flatMap((d) =>
    d.rounds.map(
      (r, i) =>
        `| ${d.db} | ${i + 1} | ${r.staticFile.rps.toFixed(0)} | ${r.lookup.rps.toFixed(0)} | ${r.revalidated.rps.toFixed(0)} | ` +
        `${ratio(r, 'lookup').toFixed(2)} | ${ratio(r, 'revalidated').toFixed(2)} | ` +
        `${r.staticFile.p99.toFixed(1)} / ${r.lookup.p99.toFixed(1)} / ${r.revalidated.p99.toFixed(1)} | ` +
        `${r.staticFile.errors + r.lookup.errors + r.revalidated.errors} |`,
    ),
  );
  const medians = results.map(
    (d) =>
      `- ${d.db}: a right lookup serves **${median(d.rounds.map((r) => ratio(r, 'lookup'))).toFixed(2)}×** the static ` +
      `file's requests per second (median of ${d.rounds.length} rounds; goal ≥ ${GOAL}), a revalidation (304) ` +
      `${median(d.rounds.map((r) => ratio(r, 'revalidated'))).toFixed(2)}×; answer ${d.answerBytes} bytes, ` +
      `reference \`${d.asset}\` ${d.assetBytes} bytes.`,
  );
  return `## Public certificate lookup vs a small static file

${facts}
- The machine is shared with other work (2 cores, several sessions building and testing at once):
  compare the ratios within a round, not absolute figures.
- One server (this checkout, \`npm run serve\`, NODE_ENV=production) per database with the demo data;
  ${CONNECTIONS} connections for ${SECONDS} s per case, all from one address (127.0.0.1), the cases alternating in
  ${ROUNDS} rounds. The lookup is \`GET /api/v1/certificate\` of a demo certificate's link: its failure
  count is read from \`rate_limits\` (one primary-key read), then the answer comes from the process's
  answer cache. "304" sends the answer's ETag in If-None-Match. Errors counts every answer ≥ 400:
  it must be 0 (no right lookup is ever charged to the guessing throttle).

${medians.join('\n')}

| database | round | static req/s | lookup req/s | 304 req/s | lookup / static | 304 / static | p99 ms static / lookup / 304 | errors |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

const facts = machineFacts();
const results: DbResult[] = [];
for (const db of ['postgresql', 'pglite'] as const) {
  console.log(`public lookup on ${db}…`);
  results.push(await measure(db));
}
writeFileSync('bench/results/public-lookup.md', report(results, facts));
const pgResult = results.find((r) => r.db === 'postgresql')!;
const summaryOf = (d: DbResult) => ({
  ratioToSmallStatic: Number(median(d.rounds.map((r) => ratio(r, 'lookup'))).toFixed(3)),
  revalidatedRatioToSmallStatic: Number(median(d.rounds.map((r) => ratio(r, 'revalidated'))).toFixed(3)),
  lookupRps: Math.round(median(d.rounds.map((r) => r.lookup.rps))),
  revalidatedRps: Math.round(median(d.rounds.map((r) => r.revalidated.rps))),
  smallStaticRps: Math.round(median(d.rounds.map((r) => r.staticFile.rps))),
  errors: d.rounds.reduce((n, r) => n + r.staticFile.errors + r.lookup.errors + r.revalidated.errors, 0),
});
mergeSummary('publicLookup', {
  database: 'postgresql',
  connections: CONNECTIONS,
  goal: GOAL,
  ...summaryOf(pgResult),
  pglite: summaryOf(results.find((r) => r.db === 'pglite')!),
  machine: machineSummary(),
});
console.log(report(results, facts));
