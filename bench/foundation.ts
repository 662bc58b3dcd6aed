/**
 * The foundation's benchmarks: server-rendered page time for /login and the shell at 20 concurrent clients
 * beside a static file from the same server; login throughput beside bare argon2id verification;
 * kilobytes of JavaScript (gzip) each page ships.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { runLoad, type LoadResult } from './lib/load';
import { hash, verify } from '@node-rs/argon2';
import { machineFacts } from './lib/machine';
import { startAppProcess } from './lib/app-process';
import { loginCookies } from './lib/session';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

function load(url: string, headers: Record<string, string> = {}, connections = 20): Promise<LoadResult> {
  return runLoad(url, { connections, seconds: DURATION_S, headers });
}

async function jsShipped(baseUrl: string, path: string, cookie: string): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(baseUrl + path, { headers: { cookie } })).text();
  const seen = new Set<string>();
  const queue = [...html.matchAll(/(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  let gzipBytes = 0;
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const body = Buffer.from(await (await fetch(baseUrl + file)).arrayBuffer());
    gzipBytes += gzipSync(body).length;
    for (const m of body.toString().matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g))
      queue.push(new URL(m[1]!, baseUrl + file).pathname);
  }
  return { files: seen.size, gzipBytes };
}

async function argonReference(n: number) {
  const h = await hash('Demo#Pass2026', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const t0 = performance.now();
  await Promise.all(Array.from({ length: n }, () => verify(h, 'Demo#Pass2026')));
  return n / ((performance.now() - t0) / 1000);
}

console.log('starting the server (migrations and demo data)…');
// startAppProcess runs what production runs: NODE_ENV=production (without it React renders in development mode, and the figures are not production's), and it waits for
// the server to answer (the start script no longer prints "listening").
const server = await startAppProcess(process.cwd());
console.log('server up; measuring');
try {
  const cookie = await loginCookies(server.baseUrl, 'minato01');
  const html = await (await fetch(`${server.baseUrl}/login`)).text();
  const asset = /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1] ?? '/favicon.svg';
  const staticFile = await load(server.baseUrl + asset);
  const loginPage = await load(`${server.baseUrl}/login`);
  const shellPage = await load(`${server.baseUrl}/account/balance`, { cookie });

  // Login throughput: distinct users would be throttled per login id only on failures; successes are not.
  const logins = await runLoad(`${server.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    connections: 4,
    seconds: DURATION_S,
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': 'bench',
      cookie: 'XSRF-TOKEN=bench',
      origin: server.baseUrl,
    },
    body: () => JSON.stringify({ loginId: 'sakura01', password: 'Demo#Pass2026' }),
  });
  const argonPerSecond = await argonReference(40);

  const js: Record<string, { files: number; gzipBytes: number }> = {};
  for (const p of ['/close', '/login', '/account/balance', '/account/negotiation/input', '/bid/list', '/settlement'])
    js[p] = await jsShipped(server.baseUrl, p, cookie);

  const row = (name: string, r: LoadResult) =>
    `| ${name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${(r.p50 / staticFile.p50).toFixed(1)}× | ${(r.p95 / staticFile.p95).toFixed(1)}× | ${r.errors} |`;
  const md = `## Foundation: page rendering, login, JavaScript per page

${machineFacts()}
- Server: \`npm start\` with NODE_ENV=production (built Astro server + PGlite with the demo data) in its own process; load from
  a closed-loop generator (bench/lib/load.ts) in another process on loopback, ${DURATION_S} s per case,
  20 concurrent clients; every latency recorded.
- Reference: a static CSS asset served by the same server in the same run.

| case | p50 (ms) | p95 (ms) | p99 (ms) | req/s | p50 vs static | p95 vs static | errors |
|---|---|---|---|---|---|---|---|
${row(`static file ${asset.slice(0, 30)}…`, staticFile)}
${row('/login (SSR)', loginPage)}
${row('/account/balance shell (SSR, signed in)', shellPage)}

**Login throughput** (POST /api/v1/auth/login, 4 connections, argon2id m=19 MiB t=2 p=1):
${logins.rps.toFixed(1)} logins/s, p50 ${logins.p50.toFixed(0)} ms, p95 ${logins.p95.toFixed(0)} ms (errors ${logins.errors}).
Reference in the same run: bare argon2id verification in this process, 40 in parallel:
${argonPerSecond.toFixed(1)} verifications/s → logins run at ${((logins.rps / argonPerSecond) * 100).toFixed(0)}% of the bare hash rate
(a login also reads the user, writes the session and the audit row, and the server verifies on one
core while this process's reference used the libuv pool).

**JavaScript shipped per page** (module scripts and island components with their static imports, gzip):

| page | JS files | gzip KB |
|---|---|---|
${Object.entries(js)
  .map(([p, v]) => `| ${p} | ${v.files} | ${(v.gzipBytes / 1024).toFixed(1)} |`)
  .join('\n')}

A page without islands (/close) ships ${js['/close']!.files === 0 ? 'no JavaScript' : `${js['/close']!.files} files`}.
`;
  writeFileSync('bench/results/foundation.md', md);
  console.log(md);
} finally {
  await server.stop();
}
