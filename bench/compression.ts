/**
 * What compression saves and costs. `npx tsx bench/compression.ts` builds (unless
 * SKIP_BUILD=1 and dist is there), starts the built server on PGlite with the demo data and, as a
 * signed-in member (sakura01):
 * - weighs on the wire what /account/balance loads (its HTML, and every script and style file it
 *   names, which the server sends precompressed) and two dynamic answers (the OpenAPI JSON, the
 *   balance CSV), each as it is, with gzip and with brotli;
 * - measures the page's throughput uncompressed (the reference, same run) and compressed per
 *   request (brotli 4, gzip 6), 10 connections for 5 s each.
 * Writes bench/results/compression.md and the compression key of bench/results/summary.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startApp } from '../tests/setup/app-server';
import { TestClient } from '../tests/setup/http-client';
import { rawRequest } from '../tests/setup/raw-get';
import { runLoad } from './lib/load';
import { pageWeight } from './lib/js-weight';
import { machineFacts, machineSummary } from './lib/machine';
import { mergeSummary } from './lib/summary';

if (process.env.SKIP_BUILD !== '1' || !existsSync('dist/server/entry.mjs'))
  execFileSync('npx', ['astro', 'build'], { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });

const app = await startApp('pglite', {}, 'demo');
const member = new TestClient(app.baseUrl);
await member.login('sakura01', 'Demo#Pass2026');
const cookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const headers = { cookie, 'x-user-id': 'sakura01' };

type Sizes = { identity: number; gzip: number; br: number };
async function wire(path: string): Promise<Sizes> {
  const sizes = {} as Sizes;
  for (const encoding of ['identity', 'gzip', 'br'] as const)
    sizes[encoding] = (await rawRequest(app.baseUrl + path, { ...headers, 'accept-encoding': encoding })).body.length;
  return sizes;
}
const add = (a: Sizes, b: Sizes): Sizes => ({
  identity: a.identity + b.identity,
  gzip: a.gzip + b.gzip,
  br: a.br + b.br,
});
const zero: Sizes = { identity: 0, gzip: 0, br: 0 };

const page = '/account/balance';
const html = (await rawRequest(app.baseUrl + page, { cookie })).body.toString();
// The page's JavaScript as the browser loads it before any click (the JS budget's rule: scripts,
// islands and their static imports) and its style files.
const scriptFiles = pageWeight(html, path.resolve('dist/client'), page)
  .scripts.map((s) => s.name)
  .filter((name) => name.startsWith('/_astro/'));
const styleFiles = [...new Set([...html.matchAll(/"(\/_astro\/[^"]+\.css)"/g)].map((m) => m[1]!))];
let scripts = zero;
let styles = zero;
for (const file of scriptFiles) scripts = add(scripts, await wire(file));
for (const file of styleFiles) styles = add(styles, await wire(file));
const rows: [string, Sizes][] = [
  [`${page} HTML (per request)`, await wire(page)],
  [`${page} JavaScript before any click (${scriptFiles.length} files, precompressed)`, scripts],
  [`${page} styles (${styleFiles.length} files, precompressed)`, styles],
  ['/api/v1/openapi.json (per request)', await wire('/api/v1/openapi.json')],
  [
    'balance CSV, UTF-8 (per request, streamed)',
    await wire('/api/v1/account-balances/csv?fiscalYear=2026&productCd=2&charset=UTF-8'),
  ],
];

const load = async (encoding: string) =>
  runLoad(app.baseUrl + page, { connections: 10, seconds: 5, headers: { ...headers, 'accept-encoding': encoding } });
await load('identity'); // warm-up
const identity = await load('identity');
const gzip = await load('gzip');
const br = await load('br');
await app.close();

const kb = (n: number) => (n / 1024).toFixed(1);
const ratio = (s: Sizes, e: 'gzip' | 'br') => Math.round((s[e] / s.identity) * 1000) / 1000;
mergeSummary('compression', {
  wireBytes: Object.fromEntries(rows.map(([name, s]) => [name, s])),
  ratios: Object.fromEntries(rows.map(([name, s]) => [name, { gzip: ratio(s, 'gzip'), br: ratio(s, 'br') }])),
  balancePageRps: { identity: Math.round(identity.rps), gzip: Math.round(gzip.rps), br: Math.round(br.rps) },
  balancePageP99Ms: {
    identity: Math.round(identity.p99 * 10) / 10,
    gzip: Math.round(gzip.p99 * 10) / 10,
    br: Math.round(br.p99 * 10) / 10,
  },
  machine: machineSummary(),
});

const md = `## Compression

${machineFacts()}
- The machine was shared with other work during the run (see the load average): compare the ratios.
- Sizes are the bytes on the wire as the built server sends them to a signed-in member (sakura01, demo
  data, PGlite), asked with \`Accept-Encoding: identity\`, \`gzip\` and \`br\`; 1 KB = 1024 bytes.
  Client files are compressed once at build time (brotli 11, gzip 9); pages, JSON and CSV per request
  (brotli 4, gzip 6; README, Production).

| answer | as is (KB) | gzip (KB) | brotli (KB) | gzip / as is | brotli / as is |
|---|---:|---:|---:|---:|---:|
${rows.map(([name, s]) => `| ${name} | ${kb(s.identity)} | ${kb(s.gzip)} | ${kb(s.br)} | ${ratio(s, 'gzip')} | ${ratio(s, 'br')} |`).join('\n')}

What compressing the page per request costs: \`${page}\` at 10 connections for 5 s each, the server and the
load generator in one process (reference: the same page uncompressed, same run).

| Accept-Encoding | req/s | p99 |
|---|---:|---:|
| identity (reference) | ${identity.rps.toFixed(0)} | ${identity.p99.toFixed(1)} ms |
| gzip | ${gzip.rps.toFixed(0)} (${((gzip.rps / identity.rps) * 100).toFixed(0)} %) | ${gzip.p99.toFixed(1)} ms |
| br | ${br.rps.toFixed(0)} (${((br.rps / identity.rps) * 100).toFixed(0)} %) | ${br.p99.toFixed(1)} ms |
`;
writeFileSync('bench/results/compression.md', md);
console.log(md);
