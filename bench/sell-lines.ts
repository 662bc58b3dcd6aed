/**
 * A multi-line sell of 120 lines (POST /api/v1/bids/non-fit-sell/lines) against the references
 * measured in the same run on the same app and database: the same endpoint with 1 line, the
 * single-line sell POST /api/v1/bids/non-fit-sell, and what a 120-facility generator does without
 * it (120 single-line POSTs one after another). The built app runs in this process (the test
 * harness, PostgreSQL); requests go over loopback one at a time, the cases interleaved so that the
 * machine's noise falls on all alike. Bounded: BENCH_SELL_ROUNDS (default 30) submissions a case.
 * Writes bench/results/sell-lines.md and the sellLines key of bench/results/summary.json.
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { machineFacts, ms, percentile } from './lib/machine';
import { machineLine, mergeSummary } from './lib/summary';
import { startApp } from '../tests/setup/app-server';
import { createRoundAuctions, OPERATOR, organizationIdsOf } from '../tests/fixtures/auction-fixtures';
import { insertFacilities } from '../tests/fixtures/ledger-fixtures';
import { authOf } from '../tests/fixtures/ledger-world';
import { createSession } from '../src/lib/server/auth/sessions';
import { certifyVolume } from '../src/lib/server/services/ledger/certify-volume';
import { rowsOf } from '../src/lib/server/db/raw-rows';

process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LINES = 120;
const ROUNDS = Number(process.env.BENCH_SELL_ROUNDS ?? 30);
const SEQUENTIAL_ROUNDS = Math.max(1, Math.round(ROUNDS / 6));
const VOLUME = 1000;

const app = await startApp('postgres');
try {
  await createRoundAuctions(app.db, { roundNo: 1, opensInMs: -60_000, closesInMs: 3_600_000 });
  const org = (await organizationIdsOf(app.db, ['3001'])).get('3001')!;
  const ids = Array.from({ length: LINES }, (_, i) => `BS-${String(i + 1).padStart(3, '0')}`);
  await insertFacilities(
    app.db,
    ids.map((id) => ({ id, ownerOrganizationId: org })),
  );
  await certifyVolume(app.db, OPERATOR, {
    memberNumber: '3001',
    targetYear: 2026,
    productCd: 2,
    lines: ids.map((facilityId) => ({ facilityId, volume: 1_000_000_000 })),
  });
  const seller = await authOf(app.db, 'aozora01');
  const session = await createSession(app.db, seller.userId, { idleMinutes: 60, maxHours: 12 }, { now: new Date() });
  const headers = {
    'content-type': 'application/json',
    cookie: `sid=${session.token}; XSRF-TOKEN=${session.csrfToken}`,
    'x-xsrf-token': session.csrfToken,
    'x-user-id': 'aozora01',
    origin: app.baseUrl,
  };
  let keys = 0;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${app.baseUrl}${path}`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `bench-sell-${++keys}` },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  };
  const linesBody = (n: number) => ({
    productCd: 2,
    unitPrice: '0.85',
    lines: ids.slice(0, n).map((equipmentId) => ({ equipmentId, volume: VOLUME })),
  });
  const cases = {
    lines120: () => post('/api/v1/bids/non-fit-sell/lines', linesBody(LINES)),
    lines1: () => post('/api/v1/bids/non-fit-sell/lines', linesBody(1)),
    single: () =>
      post('/api/v1/bids/non-fit-sell', { productCd: 2, unitPrice: '0.85', volume: VOLUME, equipmentId: ids[0] }),
    sequential120: async () => {
      for (const equipmentId of ids)
        await post('/api/v1/bids/non-fit-sell', { productCd: 2, unitPrice: '0.85', volume: VOLUME, equipmentId });
    },
  };
  type Name = keyof typeof cases;
  const times: Record<Name, number[]> = { lines120: [], lines1: [], single: [], sequential120: [] };
  const timed = async (name: Name) => {
    const t0 = performance.now();
    await cases[name]();
    times[name].push(performance.now() - t0);
  };

  // Warm up the bundle, the pool and the plans of every case before measuring.
  for (let i = 0; i < 5; i++) for (const name of ['lines120', 'lines1', 'single'] as const) await cases[name]();
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of ['lines120', 'lines1', 'single'] as const) await timed(name);
    if (round % Math.ceil(ROUNDS / SEQUENTIAL_ROUNDS) === 0) await timed('sequential120');
  }

  const [stored] = await rowsOf<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from bids where organization_id = ${org} and status = 'active'`,
  );
  const expected = (5 + ROUNDS) * (LINES + 2) + times.sequential120.length * LINES;
  const stat = (name: Name) => {
    const sorted = [...times[name]].sort((a, b) => a - b);
    return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  const s = { lines120: stat('lines120'), lines1: stat('lines1'), single: stat('single'), seq: stat('sequential120') };
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  const row = (name: string, c: { n: number; p50: number; p95: number }, bids: number) =>
    `| ${name} | ${c.n} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.p50 / bids)} | ${ratio(c.p50, s.lines1.p50)} |`;
  const md = `## Selling from 120 lines in one submission

${machineFacts()}
- Data: a fresh PostgreSQL database with the demo members; the generator 3001 (aozora01) holds ${LINES} authorized
  non-FIT lines of FY2026 (product 2), one open round. The built app runs in this process (\`startApp('postgres')\`);
  requests go one at a time over loopback with a session cookie and a fresh Idempotency-Key each.
- A multi-line sell is one POST /api/v1/bids/non-fit-sell/lines: schema, then one transaction with the auction lock,
  participation, band, the lines looked up with one \`= any()\` select, ${LINES} bid numbers in one counter update,
  the reservations as one journal entry (holdings locked by one select, updated by one \`UPDATE … FROM unnest\`), the
  bids and their audit rows each by one \`INSERT … SELECT FROM unnest\`, and the idempotency record.
- References in the same run, interleaved with it: the same endpoint with 1 line, the single-line sell, and
  ${LINES} single-line sells one after another (what the generator does without the multi-line form).

| case | submissions | p50 | p95 | p50 per bid | p50 ÷ 1-line submission |
|---|---|---|---|---|---|
${row(`POST …/non-fit-sell/lines, ${LINES} lines`, s.lines120, LINES)}
${row('POST …/non-fit-sell/lines, 1 line (reference)', s.lines1, 1)}
${row('POST …/non-fit-sell, 1 line (reference)', s.single, 1)}
${row(`${LINES} × POST …/non-fit-sell one after another (reference)`, s.seq, LINES)}

Bids stored after the run: ${stored!.n} (expected ${expected}). At the median, ${LINES} lines in one submission
take ${ratio(s.lines120.p50, s.lines1.p50)} the time of a 1-line submission, and ${LINES} separate sells take
${ratio(s.seq.p50, s.lines120.p50)} the time of the one ${LINES}-line submission.
`;
  writeFileSync('bench/results/sell-lines.md', md);
  mergeSummary('sellLines', {
    machine: machineLine(),
    lines: LINES,
    rounds: ROUNDS,
    p50Ms: {
      lines120: +s.lines120.p50.toFixed(1),
      lines1: +s.lines1.p50.toFixed(1),
      singleSell: +s.single.p50.toFixed(1),
      sequential120: +s.seq.p50.toFixed(1),
    },
    ratio120To1: +(s.lines120.p50 / s.lines1.p50).toFixed(2),
    storedBids: stored!.n,
    expectedBids: expected,
  });
  console.log(md);
} finally {
  await app.close();
}
