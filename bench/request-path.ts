/**
 * Issue 12 §1, §2 and §6: the request path before and after, in the same run.
 * - statements per request for each endpoint (counted on the database handle, built app in process);
 * - server-rendered /login and the signed-in balance page at 20 clients beside a static file from
 *   the same server (NODE_ENV=production, PGlite with the demo data);
 * - 100 connections of mixed reads (balance, history, bids) on PostgreSQL: throughput, p50/p99,
 *   resident memory before and after the load.
 * "Before" is the commit named by BEFORE_COMMIT (default: the one before the request-path change),
 * checked out and built in a temporary worktree; BEFORE_DIR reuses an existing built checkout.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { runLoad, type LoadResult } from './lib/load';
import { closedLoop, type LoopResult } from './lib/accounts-load';
import { machineFacts } from './lib/machine';
import { loginCookies } from './lib/session';
import { startAppProcess, type AppProcess } from './lib/app-process';
import { mergeSummary } from './lib/summary';
import { Agent, request } from 'undici';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 15);
const MIXED_ROUNDS = Number(process.env.BENCH_MIXED_ROUNDS ?? 2);
const BEFORE_COMMIT = process.env.BEFORE_COMMIT ?? '9739c01';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
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
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  return JSON.parse(out.trim().split('\n').pop()!) as Record<string, number>;
}

interface SsrResult {
  staticFile: LoadResult;
  login: LoadResult;
  balance: LoadResult;
}

async function ssrOf(cwd: string): Promise<SsrResult> {
  const server = await startAppProcess(cwd);
  try {
    const cookie = await loginCookies(server.baseUrl, 'minato01');
    const html = await (await fetch(`${server.baseUrl}/login`)).text();
    const asset = /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1] ?? '/favicon.svg';
    const load = (url: string, headers: Record<string, string> = {}) =>
      runLoad(server.baseUrl + url, { connections: 20, seconds: SECONDS, headers });
    await load('/account/balance', { cookie }); // warm-up: JIT, caches
    return {
      staticFile: await load(asset),
      login: await load('/login'),
      balance: await load('/account/balance', { cookie }),
    };
  } finally {
    await server.stop();
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
  rssAfterMiB: number;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
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
    const rssBeforeMiB = server.rssMiB();
    const result = await run(MIXED_SECONDS);
    const rssAfterMiB = server.rssMiB();
    await dispatcher.close();
    return { ...result, rssBeforeMiB, rssAfterMiB };
  } finally {
    await server?.stop();
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

const before = beforeDir();
const facts = machineFacts();
console.log('statements per request…');
const statements = { before: statementsOf(before), after: statementsOf(AFTER_DIR) };
console.log(statements);
console.log('server-rendered pages at 20 clients…');
const ssr = { before: await ssrOf(before), after: await ssrOf(AFTER_DIR) };
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
  rssAfterMiB: Math.max(...runs.map((r) => r.rssAfterMiB)),
});
const mixed = { before: pooled(mixedRounds.before), after: pooled(mixedRounds.after) };

const ratio = (r: LoadResult, ref: LoadResult) => r.p50 / ref.p50;
const f1 = (n: number) => n.toFixed(1);
const ssrRow = (name: string, r: LoadResult, ref: LoadResult) =>
  `| ${name} | ${f1(r.p50)} | ${f1(r.p95)} | ${f1(r.p99)} | ${r.rps.toFixed(0)} | ${ratio(r, ref).toFixed(1)}× | ${r.errors} |`;
const mixedRow = (name: string, r: MixedResult) =>
  `| ${name} | ${r.requests} | ${r.rps.toFixed(0)} | ${f1(r.p50)} | ${f1(r.p95)} | ${f1(r.p99)} | ${r.errors} | ${r.rssBeforeMiB.toFixed(0)} → ${r.rssAfterMiB.toFixed(0)} |`;

const reference = `static CSS asset from the same server, same run, 20 clients`;
mergeSummary('ssr', {
  loginP50RatioToStatic: Number(ratio(ssr.after.login, ssr.after.staticFile).toFixed(2)),
  balancePageP50RatioToStatic: Number(ratio(ssr.after.balance, ssr.after.staticFile).toFixed(2)),
  before: {
    loginP50RatioToStatic: Number(ratio(ssr.before.login, ssr.before.staticFile).toFixed(2)),
    balancePageP50RatioToStatic: Number(ratio(ssr.before.balance, ssr.before.staticFile).toFixed(2)),
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
  rssMiB: {
    before: [mixed.before.rssBeforeMiB, mixed.before.rssAfterMiB],
    after: [mixed.after.rssBeforeMiB, mixed.after.rssAfterMiB],
  },
  reference: `commit ${BEFORE_COMMIT} in the same run, ${MIXED_ROUNDS} alternating rounds pooled, 100 connections, ${MIXED_SECONDS} s each, PostgreSQL, NODE_ENV=production`,
  machine: facts,
});

const md = `## Request path: statements per request, rendering, mixed reads under load (issue 12 §1, §2, §6)

${facts}
- Before = commit \`${BEFORE_COMMIT}\` (checked out and built in a temporary worktree), after = this checkout;
  both measured in this run, one after the other, each server in its own process with NODE_ENV=production.
- The machine is shared with other work (2 cores): compare ratios within a run, not absolute times.
  Before and after run one after the other, so a change in the machine's load between them shows
  in the static-file reference (pages) and is not corrected for in the mixed reads.

**Statements per request** (sent through the database handle, mean of 5 after a warm-up; PGlite, demo data):

| endpoint | before | after |
|---|---|---|
${Object.keys(statements.after)
  .map((e) => `| \`${e}\` | ${statements.before[e]} | ${statements.after[e]} |`)
  .join('\n')}

**Server-rendered pages at 20 clients** (${SECONDS} s per case, PGlite with the demo data; reference: ${reference}):

| case | p50 (ms) | p95 (ms) | p99 (ms) | req/s | p50 vs static | errors |
|---|---|---|---|---|---|---|
${ssrRow('before: static file', ssr.before.staticFile, ssr.before.staticFile)}
${ssrRow('before: /login', ssr.before.login, ssr.before.staticFile)}
${ssrRow('before: /account/balance (signed in)', ssr.before.balance, ssr.before.staticFile)}
${ssrRow('after: static file', ssr.after.staticFile, ssr.after.staticFile)}
${ssrRow('after: /login', ssr.after.login, ssr.after.staticFile)}
${ssrRow('after: /account/balance (signed in)', ssr.after.balance, ssr.after.staticFile)}

Goal: /login p50 ≤ 3×, balance page p50 ≤ 4× the static file.

**Mixed reads at 100 connections on PostgreSQL** (account balances, account histories and bids in turn,
four demo members, ${MIXED_SECONDS} s after a 3 s warm-up, demo data, pool of 10; ${MIXED_ROUNDS} rounds alternating
before and after, each on a fresh database and server; pooled = all requests over all seconds, worst percentiles):

| code | requests | req/s | p50 (ms) | p95 (ms) | p99 (ms) | errors | server RSS MiB (before → after load) |
|---|---|---|---|---|---|---|---|
${mixedRounds.before.map((r, i) => mixedRow(`before, round ${i + 1}`, r)).join('\n')}
${mixedRounds.after.map((r, i) => mixedRow(`after, round ${i + 1}`, r)).join('\n')}
${mixedRow('before, pooled', mixed.before)}
${mixedRow('after, pooled', mixed.after)}

Throughput after / before: ${(mixed.after.rps / mixed.before.rps).toFixed(2)}× (goal ≥ 2×, p99 ≤ 1 s).
`;
writeFileSync('bench/results/request-path.md', md);
console.log(md);
