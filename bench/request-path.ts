/**
 * The request path (production rendering, statements per signed-in request, behaviour under load) before and after, in the same run.
 * - statements per request for each endpoint (counted on the database handle, built app in process);
 * - server-rendered /login and the signed-in balance page at 20 clients beside a static file from
 *   the same server (NODE_ENV=production, demo data), on PostgreSQL (the goal) and on PGlite, before
 *   and after side by side in alternating rounds;
 * - 100 connections of mixed reads (balance, history, bids) on PostgreSQL: throughput, p50/p99,
 *   resident memory before and after the load.
 * "Before" is the commit named by BEFORE_COMMIT (default: the one before the request-path change),
 * checked out and built in a temporary worktree; BEFORE_DIR reuses an existing built checkout.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_URL, adminQuery } from './lib/admin-db';
import { runLoad, type LoadResult } from './lib/load';
import { closedLoop, type LoopResult } from './lib/accounts-load';
import { machineFacts } from './lib/machine';
import { loginCookies } from './lib/session';
import { startAppProcess, type AppProcess } from './lib/app-process';
import { mergeSummary } from './lib/summary';
import { Agent, request } from 'undici';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SSR_ROUNDS = Number(process.env.BENCH_SSR_ROUNDS ?? 3);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const MIXED_ROUNDS = Number(process.env.BENCH_MIXED_ROUNDS ?? 2);
const BEFORE_COMMIT = process.env.BEFORE_COMMIT ?? '9739c01';
const AFTER_DIR = process.cwd();

function beforeDir(): string {
  if (process.env.BEFORE_DIR) return process.env.BEFORE_DIR;
  const dir = `/tmp/nfc-bench-before-${BEFORE_COMMIT}`;
  if (!existsSync(path.join(dir, 'dist/server/entry.mjs'))) {
    if (!existsSync(dir))
      execFileSync('git', ['worktree', 'add', '--detach', dir, BEFORE_COMMIT], { stdio: 'inherit' });
    if (!existsSync(path.join(dir, 'node_modules')))
      execFileSync('ln', ['-s', path.join(AFTER_DIR, 'node_modules'), dir]);
    execFileSync('npx', ['astro', 'build'], { cwd: dir, stdio: 'inherit' });
  }
  return dir;
}

function statementsOf(cwd: string): Record<string, number> {
  const out = execFileSync('npx', ['tsx', path.join(AFTER_DIR, 'bench/lib/count-endpoint-statements.ts')], {
    cwd,
    encoding: 'utf8',
    // Run from the other checkout: this checkout's tsconfig gives the script its '@/…' imports, and
    // its migrations the schema this checkout's seed (the test harness's) writes to.
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      TSX_TSCONFIG_PATH: path.join(AFTER_DIR, 'tsconfig.json'),
      MIGRATIONS_DIR: path.join(AFTER_DIR, 'src/lib/server/db/migrations'),
    },
  });
  return JSON.parse(out.trim().split('\n').pop()!) as Record<string, number>;
}

interface SsrResult {
  staticFile: LoadResult;
  login: LoadResult;
  balance: LoadResult;
}

type DbKind = 'postgresql' | 'pglite';

interface PageServer {
  server: AppProcess;
  cookie: string;
  asset: string;
  dropDatabase(): Promise<void>;
}

/** A server of the checkout in `cwd` on its own fresh database (PostgreSQL seeded with the demo data, or PGlite). */
async function pageServerOf(cwd: string, db: DbKind, label: string): Promise<PageServer> {
  const name = `nfc_bench_ssr_${label}_${process.pid}`;
  let env: Record<string, string> = {};
  if (db === 'postgresql') {
    await adminQuery(`drop database if exists ${name} with (force)`);
    await adminQuery(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString(), SEED_DEMO: 'true' };
  }
  const dropDatabase = async () => {
    if (db === 'postgresql') await adminQuery(`drop database if exists ${name} with (force)`);
  };
  try {
    const server = await startAppProcess(cwd, env);
    const cookie = await loginCookies(server.baseUrl, 'minato01');
    const html = await (await fetch(`${server.baseUrl}/login`)).text();
    const asset = /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1] ?? '/favicon.svg';
    return { server, cookie, asset, dropDatabase };
  } catch (error) {
    await dropDatabase();
    throw error;
  }
}

async function measurePages({ server, cookie, asset }: PageServer): Promise<SsrResult> {
  const load = (url: string, headers: Record<string, string> = {}) =>
    runLoad(server.baseUrl + url, { connections: 20, seconds: SECONDS, headers });
  return {
    staticFile: await load(asset),
    login: await load('/login'),
    balance: await load('/account/balance', { cookie }),
  };
}

/**
 * Before and after servers run side by side on the same kind of database; the rounds alternate
 * between them (before, after, before, after…), so a change in the machine's load falls on both.
 */
async function ssrRoundsOf(db: DbKind): Promise<{ before: SsrResult[]; after: SsrResult[] }> {
  const servers: PageServer[] = [];
  try {
    servers.push(await pageServerOf(before, db, 'before'));
    servers.push(await pageServerOf(AFTER_DIR, db, 'after'));
    for (const s of servers) {
      await runLoad(s.server.baseUrl + '/account/balance', {
        connections: 20,
        seconds: 3,
        headers: { cookie: s.cookie },
      });
    }
    const rounds = { before: [] as SsrResult[], after: [] as SsrResult[] };
    for (let round = 0; round < SSR_ROUNDS; round++) {
      rounds.before.push(await measurePages(servers[0]!));
      rounds.after.push(await measurePages(servers[1]!));
    }
    return rounds;
  } finally {
    for (const s of servers) {
      await s.server.stop();
      await s.dropDatabase();
    }
  }
}

const MIXED_PATHS = [
  '/api/v1/account-balances?fiscalYear=2026&productCd=2&offset=0&limit=100&count=true',
  '/api/v1/account-histories?fiscalYear=2026&productCd=2&offset=0&limit=100&count=true',
  '/api/v1/bids?productCd=2&offset=0&limit=10&count=true',
];
const MEMBERS = ['sakura01', 'minato01', 'towa01', 'aozora01'];

interface MixedResult extends LoopResult {
  rssBeforeMiB: number;
  /** Halfway through the measured seconds: the heap has grown to its working size by then. */
  rssMiddleMiB: number;
  rssAfterMiB: number;
}

/** RSS each second while `run` lasts (the first sample at its start). */
async function sampleRss<T>(server: AppProcess, run: () => Promise<T>): Promise<{ result: T; samples: number[] }> {
  const samples = [server.rssMiB()];
  const timer = setInterval(() => samples.push(server.rssMiB()), 1000);
  try {
    return { result: await run(), samples };
  } finally {
    clearInterval(timer);
  }
}

async function mixedOf(cwd: string, label: string): Promise<MixedResult> {
  const name = `nfc_bench_rp_${label}_${process.pid}`;
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let server: AppProcess | undefined;
  try {
    // Demo data is seeded on PostgreSQL only when asked (SEED_DEMO defaults to false there).
    server = await startAppProcess(cwd, { DATABASE_URL: url.toString(), SEED_DEMO: 'true' });
    const base = server.baseUrl;
    const cookies = await Promise.all(MEMBERS.map((m) => loginCookies(base, m)));
    const dispatcher = new Agent({ connections: 100, pipelining: 1 });
    const once = async (worker: number, n: number) => {
      const res = await request(base + MIXED_PATHS[n % MIXED_PATHS.length]!, {
        headers: { cookie: cookies[worker % cookies.length]! },
        dispatcher,
      });
      await res.body.dump();
      return res.statusCode === 200;
    };
    const counters = new Array<number>(100).fill(0);
    const run = (seconds: number) => closedLoop(100, seconds, (w) => once(w, counters[w]!++ + w));
    await run(3); // warm-up
    const { result, samples } = await sampleRss(server, () => run(MIXED_SECONDS));
    const rssAfterMiB = server.rssMiB();
    await dispatcher.close();
    return {
      ...result,
      rssBeforeMiB: samples[0]!,
      rssMiddleMiB: samples[Math.floor(samples.length / 2)]!,
      rssAfterMiB,
    };
  } finally {
    await server?.stop();
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

const before = beforeDir();
const facts = machineFacts();
const loadAtStart = os.loadavg()[0]!;
console.log('statements per request…');
const statements = { before: statementsOf(before), after: statementsOf(AFTER_DIR) };
console.log(statements);
console.log('server-rendered pages at 20 clients…');
const ssrRounds = { postgresql: await ssrRoundsOf('postgresql'), pglite: await ssrRoundsOf('pglite') };
console.log('100 connections of mixed reads on PostgreSQL…');
// Alternating rounds (before, after, before, after…): a change in the machine's load during the run
// falls on both sides; the ratio is of the pooled throughput.
const mixedRounds: { before: MixedResult[]; after: MixedResult[] } = { before: [], after: [] };
for (let round = 0; round < MIXED_ROUNDS; round++) {
  mixedRounds.before.push(await mixedOf(before, 'before'));
  mixedRounds.after.push(await mixedOf(AFTER_DIR, 'after'));
}
const pooled = (runs: MixedResult[]): MixedResult => ({
  ...runs[runs.length - 1]!,
  requests: runs.reduce((n, r) => n + r.requests, 0),
  errors: runs.reduce((n, r) => n + r.errors, 0),
  seconds: runs.reduce((n, r) => n + r.seconds, 0),
  rps: runs.reduce((n, r) => n + r.requests, 0) / runs.reduce((n, r) => n + r.seconds, 0),
  p50: Math.max(...runs.map((r) => r.p50)),
  p95: Math.max(...runs.map((r) => r.p95)),
  p99: Math.max(...runs.map((r) => r.p99)),
  rssBeforeMiB: Math.min(...runs.map((r) => r.rssBeforeMiB)),
  rssMiddleMiB: Math.min(...runs.map((r) => r.rssMiddleMiB)),
  rssAfterMiB: Math.max(...runs.map((r) => r.rssAfterMiB)),
});
/** Growth over the second half of the measured seconds, the largest of the rounds (MiB). */
const secondHalfGrowth = (runs: MixedResult[]) => Math.max(...runs.map((r) => r.rssAfterMiB - r.rssMiddleMiB));
const mixed = { before: pooled(mixedRounds.before), after: pooled(mixedRounds.after) };

const ratio = (r: LoadResult, ref: LoadResult) => r.p50 / ref.p50;
const f1 = (n: number) => n.toFixed(1);
const ssrRoundRow = (db: DbKind, side: string, round: number, r: SsrResult) =>
  `| ${db} | ${side} | ${round} | ${f1(r.staticFile.p50)} | ${f1(r.login.p50)} | ${f1(r.balance.p50)} | ${r.balance.rps.toFixed(0)} | ${ratio(r.login, r.staticFile).toFixed(2)}× | ${ratio(r.balance, r.staticFile).toFixed(2)}× | ${r.staticFile.errors + r.login.errors + r.balance.errors} |`;
const mixedRow = (name: string, r: MixedResult) =>
  `| ${name} | ${r.requests} | ${r.rps.toFixed(0)} | ${f1(r.p50)} | ${f1(r.p95)} | ${f1(r.p99)} | ${r.errors} | ${r.rssBeforeMiB.toFixed(0)} → ${r.rssMiddleMiB.toFixed(0)} → ${r.rssAfterMiB.toFixed(0)} |`;

const reference = `static CSS asset from the same server, same round, 20 clients; median of ${SSR_ROUNDS} alternating rounds`;
const median = (xs: number[]) => {
  const sorted = [...xs].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
/** Median over the rounds of each round's page p50 / static-file p50. */
const pageRatios = (rounds: SsrResult[]) => ({
  loginP50RatioToStatic: Number(median(rounds.map((r) => ratio(r.login, r.staticFile))).toFixed(2)),
  balancePageP50RatioToStatic: Number(median(rounds.map((r) => ratio(r.balance, r.staticFile))).toFixed(2)),
});
// The goal is judged on PostgreSQL, the database of a deployment (several app servers share it);
// PGlite runs the query engine inside the app's own process and is recorded beside it.
mergeSummary('ssr', {
  ...pageRatios(ssrRounds.postgresql.after),
  database: 'postgresql',
  pglite: pageRatios(ssrRounds.pglite.after),
  before: {
    ...pageRatios(ssrRounds.postgresql.before),
    pglite: pageRatios(ssrRounds.pglite.before),
    commit: BEFORE_COMMIT,
  },
  goal: { loginP50RatioToStatic: 3, balancePageP50RatioToStatic: 4 },
  reference,
  machine: facts,
});
mergeSummary('statementsPerRequest', {
  after: statements.after,
  before: { ...statements.before, commit: BEFORE_COMMIT },
  reference: 'statements sent through the database handle per request, mean of 5 after a warm-up, PGlite demo data',
  machine: facts,
});
mergeSummary('mixedReads', {
  rpsRatioAfterToBefore: Number((mixed.after.rps / mixed.before.rps).toFixed(2)),
  after: { rps: Math.round(mixed.after.rps), p50: mixed.after.p50, p99: mixed.after.p99, errors: mixed.after.errors },
  before: {
    rps: Math.round(mixed.before.rps),
    p50: mixed.before.p50,
    p99: mixed.before.p99,
    errors: mixed.before.errors,
  },
  // [after the warm-up, halfway, at the end]; growth judged over the second half (see request-path.md).
  rssMiB: {
    before: [mixed.before.rssBeforeMiB, mixed.before.rssMiddleMiB, mixed.before.rssAfterMiB],
    after: [mixed.after.rssBeforeMiB, mixed.after.rssMiddleMiB, mixed.after.rssAfterMiB],
    secondHalfGrowth: {
      before: Math.round(secondHalfGrowth(mixedRounds.before)),
      after: Math.round(secondHalfGrowth(mixedRounds.after)),
    },
  },
  reference: `commit ${BEFORE_COMMIT} in the same run, ${MIXED_ROUNDS} alternating rounds pooled, 100 connections, ${MIXED_SECONDS} s each, PostgreSQL, NODE_ENV=production`,
  machine: facts,
});

/**
 * Other work on the machine shows before the run starts (the load average at the end counts this
 * benchmark's own servers, load generators and PostgreSQL, which keep both cores busy) and as a
 * spread between the rounds of one case: say so beside the figures.
 */
function loadWarning(): string {
  const [loadAtEnd] = os.loadavg();
  const spread = (['postgresql', 'pglite'] as const).flatMap((db) =>
    (['before', 'after'] as const).map((side) => {
      const r = ssrRounds[db][side].map((x) => ratio(x.balance, x.staticFile));
      return Math.max(...r) / Math.min(...r);
    }),
  );
  const widest = Math.max(...spread);
  if (loadAtStart <= 1 && widest <= 1.25) return '';
  return `
**Other work on the machine** (1-minute load average ${loadAtStart.toFixed(1)} when this run started, on ${os.cpus().length} cores;
${loadAtEnd!.toFixed(1)} at its end, its own processes included): the balance ratio of one case varies up to ${widest.toFixed(2)}× between
rounds, and the static-file reference itself moves with the other processes' work. Read the medians, and the rounds
whose static file answers as fast as the quietest round's.
`;
}

const md = `## Request path: statements per request, rendering, mixed reads under load

${facts}
- Before = commit \`${BEFORE_COMMIT}\` (checked out and built in a temporary worktree), after = this checkout;
  both measured in this run, one after the other, each server in its own process with NODE_ENV=production.
- The machine is shared with other work (2 cores): compare ratios within a run, not absolute times.
  Before and after run one after the other, so a change in the machine's load between them shows
  in the static-file reference (pages) and is not corrected for in the mixed reads.

**Statements per request** (sent through the database handle, mean of 5 after a warm-up; PGlite, demo data; a
fraction above a whole number is the system settings' re-read, at most once a second, falling within the five):

| endpoint | before | after |
|---|---|---|
${Object.keys(statements.after)
  .map((e) => `| \`${e}\` | ${statements.before[e]} | ${statements.after[e]} |`)
  .join('\n')}

**Server-rendered pages at 20 clients** (${SECONDS} s per case; before and after servers side by side on the same
kind of database with the demo data, ${SSR_ROUNDS} rounds alternating before and after; reference: ${reference}).
The goal is judged on PostgreSQL (the deployment's database); PGlite, which runs the query engine inside the
app's process, is shown beside it.

| database | code | round | static p50 (ms) | /login p50 (ms) | balance p50 (ms) | balance req/s | /login vs static | balance vs static | errors |
|---|---|---|---|---|---|---|---|---|---|
${(['postgresql', 'pglite'] as const)
  .flatMap((db) =>
    (['before', 'after'] as const).flatMap((side) =>
      ssrRounds[db][side].map((r, i) => ssrRoundRow(db, side, i + 1, r)),
    ),
  )
  .join('\n')}

| database | code | /login vs static (median) | balance vs static (median) |
|---|---|---|---|
${(['postgresql', 'pglite'] as const)
  .flatMap((db) =>
    (['before', 'after'] as const).map((side) => {
      const r = pageRatios(ssrRounds[db][side]);
      return `| ${db} | ${side} | ${r.loginP50RatioToStatic.toFixed(2)}× | ${r.balancePageP50RatioToStatic.toFixed(2)}× |`;
    }),
  )
  .join('\n')}

Goal: /login p50 ≤ 3×, balance page p50 ≤ 4× the static file.
${loadWarning()}

**Mixed reads at 100 connections on PostgreSQL** (account balances, account histories and bids in turn,
four demo members, ${MIXED_SECONDS} s after a 3 s warm-up, demo data, pool of 10; ${MIXED_ROUNDS} rounds alternating
before and after, each on a fresh database and server; pooled = all requests over all seconds, worst percentiles):

| code | requests | req/s | p50 (ms) | p95 (ms) | p99 (ms) | errors | server RSS MiB (after warm-up → halfway → end) |
|---|---|---|---|---|---|---|---|
${mixedRounds.before.map((r, i) => mixedRow(`before, round ${i + 1}`, r)).join('\n')}
${mixedRounds.after.map((r, i) => mixedRow(`after, round ${i + 1}`, r)).join('\n')}
${mixedRow('before, pooled', mixed.before)}
${mixedRow('after, pooled', mixed.after)}

Throughput after / before: ${(mixed.after.rps / mixed.before.rps).toFixed(2)}× (goal ≥ 2×, p99 ≤ 1 s).
Resident memory over the second half of the measured seconds (largest of the rounds): before
${secondHalfGrowth(mixedRounds.before).toFixed(0)} MiB, after ${secondHalfGrowth(mixedRounds.after).toFixed(0)} MiB (goal: no growth). Under load V8's heap grows from its idle size to a
working size (the young generation to its largest, the old generation's limit to a multiple of the live heap),
stepwise over the first twenty seconds or so; a leak is growth that goes on after that.
`;
writeFileSync('bench/results/request-path.md', md);
console.log(md);
