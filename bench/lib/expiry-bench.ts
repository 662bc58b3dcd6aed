import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { Db } from '../../src/lib/server/db';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { expireYear } from '../../src/lib/server/services/ledger/expire-year';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';
import { OPERATOR } from '../../tests/fixtures/auction-fixtures';
import { LEDGER_INVARIANTS } from '../../tests/fixtures/ledger-invariants';
import { buildFitRound, type FitSizes } from './fit-setup';
import { MemorySampler } from './fit-trace';

export interface ExpiryFigures {
  /** Member lines of the year before the expiry (the lot of one FIT clearing). */
  lines: number;
  volume: number;
  setupMs: number;
  /** The bare writes of the same rows (UPDATE + INSERT … SELECT of the postings), rolled back. */
  referenceMs: number;
  expiryMs: number;
  /** Peak RSS of this process during the expiry, bytes. */
  peakRss: number;
  /** A repeat (the job on another server): nothing changes. */
  repeatMs: number;
  checks: Record<string, boolean>;
}

const YEAR = 2026;
const memberLines = `from holdings h join target_years y on y.id = h.target_year_id
  where y.target_year = ${YEAR} and h.organization_id is not null and h.holding_class_cd in (1, 2) and h.balance > 0`;

async function one(pool: pg.Pool, text: string): Promise<string> {
  return String(Object.values((await pool.query(text)).rows[0] ?? {})[0] ?? '');
}

/**
 * Builds one FIT round of FY2026 (bench/lib/fit-setup.ts) and clears it, so the year's buyers hold
 * about `facilities` procured lines in a lot; then, with the business date on 2027/07/01, times the
 * reference writes of the same rows and the expiry service, and checks the result.
 */
export async function runExpiryBench(db: Db, pool: pg.Pool, sizes: FitSizes): Promise<ExpiryFigures> {
  let t0 = performance.now();
  const round = await buildFitRound(db, pool, sizes);
  await clearAuction(db, OPERATOR, round.auction.marketNo);
  await pool.query('analyze holdings; analyze postings');
  await pool.query('checkpoint');
  const setupMs = performance.now() - t0;
  const lines = Number(await one(pool, `select count(*) ${memberLines}`));
  const volume = Number(await one(pool, `select coalesce(sum(h.balance), 0) ${memberLines}`));

  const client = await pool.connect();
  let referenceMs: number;
  try {
    t0 = performance.now();
    await client.query('begin');
    await client.query(`create temp table ref_lines on commit drop as select h.* ${memberLines}`);
    await client.query(`update holdings h set expired = h.expired + r.balance, balance = 0 from ref_lines r
                         where h.id = r.id and h.target_year_id = r.target_year_id`);
    await client.query(`insert into postings (entry_id, holding_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, volume)
                        select (select max(id) from journal_entries), id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, -balance
                          from ref_lines`);
    referenceMs = performance.now() - t0;
    await client.query('rollback');
  } finally {
    client.release();
  }

  await updateSystemSettings(db, OPERATOR, { businessDate: `${YEAR + 1}-07-01` });
  const memory = new MemorySampler();
  memory.start(20);
  t0 = performance.now();
  const result = await expireYear(db, OPERATOR, YEAR);
  const expiryMs = performance.now() - t0;
  const peak = memory.stop();
  t0 = performance.now();
  const repeat = await expireYear(db, OPERATOR, YEAR);
  const repeatMs = performance.now() - t0;

  const left = Number(await one(pool, `select count(*) ${memberLines}`));
  const retired = Number(
    await one(
      pool,
      `select coalesce(sum(h.balance), 0) from holdings h join accounts a on a.id = h.account_id
        join target_years y on y.id = h.target_year_id where a.kind = 'retirement' and y.target_year = ${YEAR}`,
    ),
  );
  const broken: string[] = [];
  for (const [name, text] of Object.entries(LEDGER_INVARIANTS))
    if (Number(await one(pool, text)) !== 0) broken.push(name);
  return {
    lines,
    volume,
    setupMs,
    referenceMs,
    expiryMs,
    peakRss: peak.rss,
    repeatMs,
    checks: {
      'every member line of the year expired': left === 0 && result.lines === lines,
      'the retirement account holds the expired kWh': retired === volume && result.volume === volume,
      'a repeat changes nothing': repeat.alreadyExpired,
      'every ledger invariant holds': broken.length === 0,
    },
  };
}
