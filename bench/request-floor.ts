/**
 * The request path against its floor, before and after the build stopped rewriting Astro's bundles, on PostgreSQL at 20
 * connections. Each server (this checkout, and BEFORE_DIR: a built checkout of the commit before,
 * default /work/wt/runtime-before) runs in its own process on its own demo database. Rounds
 * alternate between them; each round loads a small static file, /login, the signed-in balance page
 * and (after only: the page is new) the floor page, src/pages/bench/floor.astro: the same layout and
 * balance island from fixed props, no session, no database. CPU per balance page is the server
 * process's user+system time from /proc/<pid>/stat over the balance load, divided by its requests.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_URL, adminQuery } from './lib/admin-db';
import { runLoad, type LoadResult } from './lib/load';
import { machineFacts } from './lib/machine';
import { loginCookies } from './lib/session';
import { startAppProcess, type AppProcess } from './lib/app-process';
import { machineLine, mergeSummary, SUMMARY_FILE } from './lib/summary';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const BEFORE_DIR = process.env.BEFORE_DIR ?? '/work/wt/runtime-before';
/** What the before checkout is, in the report's words. */
const BEFORE_LABEL = process.env.BEFORE_LABEL ?? 'a built checkout of the commit before the change measured';
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

interface Measured extends LoadResult {
  /** CPU milliseconds of the server process per request (balance page only). */
  cpuMsPerRequest?: number;
}
interface Round {
  staticFile: Measured;
  login: Measured;
  balance: Measured;
  floor?: Measured;
}
interface Server {
  label: string;
  app: AppProcess;
  cookie: string;
  asset: string;
  hasFloor: boolean;
  drop(): Promise<void>;
}

/** utime + stime of the process, in ms (fields 14 and 15 of /proc/<pid>/stat, after the command name). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function serverOf(cwd: string, label: string): Promise<Server> {
  const name = `runtime_bench_floor_${label}_${process.pid}`;
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  const app = await startAppProcess(cwd, { DATABASE_URL: url.toString(), SEED_DEMO: 'true', BENCH_FLOOR_PAGE: '1' });
  const cookie = await loginCookies(app.baseUrl, 'minato01');
  const html = await (await fetch(`${app.baseUrl}/login`)).text();
  const asset = /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1] ?? '/favicon.svg';
  const hasFloor = (await fetch(`${app.baseUrl}/bench/floor`)).status === 200;
  return { label, app, cookie, asset, hasFloor, drop };
}

async function roundOf(s: Server): Promise<Round> {
  const load = (url: string, headers: Record<string, string> = {}) =>
    runLoad(s.app.baseUrl + url, { connections: CONNECTIONS, seconds: SECONDS, headers });
  const staticFile = await load(s.asset);
  const login = await load('/login');
  const cpuBefore = cpuMs(s.app.pid);
  const balance: Measured = await load('/account/balance', { cookie: s.cookie });
  balance.cpuMsPerRequest = (cpuMs(s.app.pid) - cpuBefore) / balance.requests;
  const floor = s.hasFloor ? await load('/bench/floor') : undefined;
  return { staticFile, login, balance, floor };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pick = (rounds: Round[], page: keyof Round, key: keyof Measured) =>
  median(rounds.map((r) => r[page]?.[key] ?? NaN));

const loadBefore = os.loadavg();
const servers: Server[] = [];
const rounds: Record<string, Round[]> = { before: [], after: [] };
try {
  if (!existsSync(path.join(BEFORE_DIR, 'dist/server/entry.mjs')))
    throw new Error(`no built checkout in ${BEFORE_DIR}`);
  servers.push(await serverOf(BEFORE_DIR, 'before'));
  servers.push(await serverOf(process.cwd(), 'after'));
  for (const s of servers)
    await runLoad(`${s.app.baseUrl}/account/balance`, {
      connections: CONNECTIONS,
      seconds: 3,
      headers: { cookie: s.cookie },
    });
  for (let i = 0; i < ROUNDS; i++) for (const s of servers) rounds[s.label]!.push(await roundOf(s));
} finally {
  for (const s of servers) {
    await s.app.stop();
    await s.drop();
  }
}
const loadAfter = os.loadavg();

const PAGES: [keyof Round, string][] = [
  ['staticFile', 'static file (CSS)'],
  ['login', '/login'],
  ['balance', 'balance page (signed in)'],
  ['floor', 'floor page (same island, fixed props)'],
];
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const rows = PAGES.flatMap(([page, label]) =>
  (['before', 'after'] as const).map(
    (side) =>
      `| ${label} | ${side} | ${f1(pick(rounds[side]!, page, 'p50'))} | ${f1(pick(rounds[side]!, page, 'p99'))} | ${Math.round(pick(rounds[side]!, page, 'rps')) || '–'} | ${page === 'balance' ? f1(pick(rounds[side]!, page, 'cpuMsPerRequest')) : ''} |`,
  ),
);
const after = rounds.after!;
const balanceToFloor = pick(after, 'balance', 'p50') / pick(after, 'floor', 'p50');
const result = {
  balanceToFloorPage: Number(balanceToFloor.toFixed(2)),
  balanceP50Ms: Number(pick(after, 'balance', 'p50').toFixed(1)),
  balanceP99Ms: Number(pick(after, 'balance', 'p99').toFixed(1)),
  floorP50Ms: Number(pick(after, 'floor', 'p50').toFixed(1)),
  cpuMsPerBalancePage: Number(pick(after, 'balance', 'cpuMsPerRequest').toFixed(2)),
  /** The same figures of the before checkout (ssr.before holds request-path.ts's). */
  floorBefore: {
    balanceP50Ms: Number(pick(rounds.before!, 'balance', 'p50').toFixed(1)),
    balanceP99Ms: Number(pick(rounds.before!, 'balance', 'p99').toFixed(1)),
    cpuMsPerBalancePage: Number(pick(rounds.before!, 'balance', 'cpuMsPerRequest').toFixed(2)),
  },
};
const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
const md = `## Request path against its floor

PostgreSQL, demo data, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s per page (median of the rounds;
latencies in ms). Before = \`${BEFORE_DIR}\` (${BEFORE_LABEL}), after = this checkout. The floor page renders the
balance page's layout and island from fixed props with no session and no database (only with
\`BENCH_FLOOR_PAGE=1\`; a 404 otherwise). The static file is fetched without Accept-Encoding. CPU per balance
page: the server process's user+system time from \`/proc/<pid>/stat\` over the balance load, per request.

| page | | p50 | p99 | req/s | CPU ms/page |
| --- | --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}

- Balance page p50 / floor page p50 (after): **${result.balanceToFloorPage}×** (goal ≤ 1.5×); balance p99 ${result.balanceP99Ms} ms (goal ≤ 100 ms).
${machineFacts()}
- The machine was shared with other sessions' builds and tests while this ran: load average ${loads(loadBefore)} at the start,
  ${loads(loadAfter)} at the end (1 / 5 / 15 min). Absolute times are noisy; before and after alternate, so both see the same load.
`;
writeFileSync('bench/results/request-floor.md', md);
const current = existsSync(SUMMARY_FILE)
  ? ((JSON.parse(readFileSync(SUMMARY_FILE, 'utf8')) as Record<string, Record<string, unknown>>).ssr ?? {})
  : {};
const { recordedAt: _previous, ...kept } = current;
mergeSummary('ssr', { ...kept, ...result, floorMachine: machineLine() });
console.log(md);
