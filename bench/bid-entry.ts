/**
 * Bid entry under load: 100 members each entering buy bids concurrently against the built app
 * (started in this process by the test harness, PostgreSQL, pool of 10), beside two references
 * measured in the same run at the same concurrency: GET /api/v1/system/open through the same app
 * (HTTP, middleware and one query), and bare single-row INSERTs through pg on the same database.
 * Bounded: BENCH_BIDS_PER_MEMBER (default 20) requests per member per case, loopback only.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { machineFacts, ms, percentile } from './lib/machine';
import { startApp } from '../tests/setup/app-server';
import { createMembers, createRoundAuctions } from '../tests/fixtures/auction-fixtures';
import { createSession } from '../src/lib/server/auth/sessions';

process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MEMBERS = 100;
const PER_MEMBER = Number(process.env.BENCH_BIDS_PER_MEMBER ?? 20);
const TIME_LIMIT_MS = 120_000;

interface Case {
  latencies: number[];
  seconds: number;
  failures: number;
}

/** Each member runs its own sequential loop; all loops run at once (100 requests in flight). */
async function concurrently(
  loops: number,
  perLoop: number,
  once: (loop: number, i: number) => Promise<boolean>,
): Promise<Case> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + TIME_LIMIT_MS;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let i = 0; i < perLoop && Date.now() < deadline; i++) {
        const start = performance.now();
        const ok = await once(loop, i);
        latencies.push(performance.now() - start);
        if (!ok) failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { latencies, seconds: (performance.now() - t0) / 1000, failures };
}

const app = await startApp('postgres');
try {
  await createRoundAuctions(app.db, { roundNo: 1, opensInMs: -60_000, closesInMs: 3_600_000 });
  const members = await createMembers(app.db, MEMBERS, { prefix: 'B' });
  const clients = await Promise.all(
    members.map(async (m) => {
      const s = await createSession(app.db, m.userId, { idleMinutes: 30, maxHours: 12 }, { now: new Date() });
      return {
        'content-type': 'application/json',
        cookie: `sid=${s.token}; XSRF-TOKEN=${s.csrfToken}`,
        'x-xsrf-token': s.csrfToken,
        'x-user-id': m.loginId,
        origin: app.baseUrl,
      };
    }),
  );

  // Warm up the bundle, the pool and the plans before measuring.
  await concurrently(
    10,
    5,
    async (l, i) =>
      (
        await fetch(`${app.baseUrl}/api/v1/bids/buy`, {
          method: 'POST',
          headers: clients[l]!,
          body: JSON.stringify({ productCd: 2, unitPrice: '1.00', volume: 1000 + i }),
        })
      ).ok,
  );

  const bid = async (l: number, i: number, tag: string) => {
    const price = (0.6 + ((l + i) % 71) / 100).toFixed(2);
    const res = await fetch(`${app.baseUrl}/api/v1/bids/buy`, {
      method: 'POST',
      headers: { ...clients[l]!, 'idempotency-key': `bench-${tag}-${l}-${i}` },
      body: JSON.stringify({ productCd: 3, unitPrice: price, volume: 1000 + i }),
    });
    await res.arrayBuffer();
    return res.status === 200;
  };
  const open = async (l: number) => {
    const res = await fetch(`${app.baseUrl}/api/v1/system/open`, { headers: clients[l]! });
    await res.arrayBuffer();
    return res.ok;
  };
  // Alone first (service time without queueing), then all members at once.
  const bidAlone = await concurrently(1, 100, (l, i) => bid(l, i, 'alone'));
  const openAlone = await concurrently(1, 100, (l) => open(l));
  const bidsCase = await concurrently(MEMBERS, PER_MEMBER, (l, i) => bid(l, i, 'load'));
  const openCase = await concurrently(MEMBERS, PER_MEMBER, (l) => open(l));

  // The same fresh database the app uses, through its own pool of the same size.
  const pool = new pg.Pool({
    connectionString: (app.db as unknown as { $client: pg.Pool }).$client.options.connectionString,
    max: 10,
  });
  await pool.query(
    'create table bench_inserts (id bigserial primary key, member int not null, price_cents int not null, volume bigint not null, entered_at timestamptz(6) not null default clock_timestamp())',
  );
  const insertCase = await concurrently(MEMBERS, PER_MEMBER, async (l, i) => {
    await pool.query('insert into bench_inserts (member, price_cents, volume) values ($1, $2, $3)', [
      l,
      60 + i,
      1000 + i,
    ]);
    return true;
  });
  await pool.end();

  const stored = (await app.db.execute(
    sql`select count(*)::int as n from bids b join auctions a on a.id = b.auction_id where a.market_no = 202613 and b.status = 'active'`,
  )) as unknown as { rows: { n: number }[] };
  /** One table row; for a reference, the bid case's p50 and p95 as multiples of its own. */
  const row = (name: string, c: Case, bidCase?: Case) => {
    const p50 = percentile(c.latencies, 50);
    const p95 = percentile(c.latencies, 95);
    const ratio = bidCase
      ? `${(percentile(bidCase.latencies, 50) / p50).toFixed(1)}× / ${(percentile(bidCase.latencies, 95) / p95).toFixed(1)}×`
      : '—';
    const rps = (c.latencies.length / c.seconds).toFixed(0);
    return `| ${name} | ${c.latencies.length} | ${ms(p50)} | ${ms(p95)} | ${ms(percentile(c.latencies, 99))} | ${rps} | ${c.failures} | ${ratio} |`;
  };
  const md = `## Bid entry at 100 concurrent members

${machineFacts()}
- Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB total, ${(os.freemem() / 2 ** 30).toFixed(1)} GiB free at the end; CPU ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}
- Data: a fresh PostgreSQL database (${MEMBERS} members, one user and one session each; one open round), the built Astro app
  started in this process by the test harness (\`startApp('postgres')\`, pool of 10 connections), load from plain
  \`fetch\` loops in the same process over loopback: ${MEMBERS} loops at once, ${PER_MEMBER} sequential requests each.
- A bid is one POST /api/v1/bids/buy with an Idempotency-Key: session check, CSRF and user-id checks, schema, then
  one transaction with the entry gate, FOR SHARE on the auction, clock, participation, band, bidNo counter, insert,
  audit row and idempotency record.
- References in the same run at the same concurrency: GET /api/v1/system/open through the same app, and bare
  single-row INSERTs through \`pg\` (pool of 10) into a table shaped like bids.

| case | requests | p50 | p95 | p99 | req/s | failures | bid entry p50 / p95 ÷ this |
|---|---|---|---|---|---|---|---|
${row(`POST /api/v1/bids/buy, ${MEMBERS} members at once`, bidsCase)}
${row('GET /api/v1/system/open, same load (reference)', openCase, bidsCase)}
${row('bare INSERT through pg, same load (reference)', insertCase, bidsCase)}
${row('POST /api/v1/bids/buy, one member alone', bidAlone)}
${row('GET /api/v1/system/open, one member alone (reference)', openAlone, bidAlone)}

Bids in the book after the run: ${stored.rows[0]!.n} (expected ${bidsCase.latencies.length + bidAlone.latencies.length - bidsCase.failures - bidAlone.failures}).
With 100 requests in flight and 10 connections, latency is mostly waiting for a connection: the figures are
throughput-bound, so compare req/s as well as the percentiles. The load generator shares the server's event loop,
which inflates every case alike.
`;
  writeFileSync('bench/results/bid-entry.md', md);
  console.log(md);
} finally {
  await app.close();
}
