import type pg from 'pg';
import type { Db } from '../../src/lib/server/db';
import { getAccountBalances } from '../../src/lib/server/services/accounts/get-account-balances';
import { getAccountHistories } from '../../src/lib/server/services/accounts/get-account-histories';
import { foldYearLots } from '../../src/lib/server/services/ledger/fold-lots';
import { getSystemState } from '../../src/lib/server/services/system/system-state';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';
import { usableUntil } from '../../src/lib/domain/ledger';
import { OPERATOR } from '../../tests/fixtures/auction-fixtures';
import { closedLoop, type LoopResult } from './accounts-load';

/*
 * Does the lot layout (decision 0019) slow the member's reads? After the clearing, the buyers'
 * balance inquiry and history run through the services on the lot as the clearing wrote it, then
 * on the same lines folded into holdings and postings themselves (the layout before 0019), in the
 * same run and on the same data.
 */

export interface ReadFigures {
  layout: string;
  balance: LoopResult;
  history: LoopResult;
}

/** The balance inquiry and the history (first page of 100 with the count) of FIT 2026, `clients` members at once. */
export async function measureReads(
  db: Db,
  members: readonly number[],
  layout: string,
  seconds: number,
  warmUpSeconds = 2,
): Promise<ReadFigures> {
  const query = { fiscalYear: 2026, productCd: 1, offset: 0, limit: 100, count: true } as const;
  const balance = (w: number) =>
    getAccountBalances(db, members[w % members.length]!, query).then((r) => (r.count ?? 0) > 0);
  const history = (w: number) =>
    getAccountHistories(db, members[w % members.length]!, query).then((r) => (r.count ?? 0) > 0);
  await closedLoop(members.length, warmUpSeconds, balance);
  const b = await closedLoop(members.length, seconds, balance);
  await closedLoop(members.length, warmUpSeconds, history);
  const h = await closedLoop(members.length, seconds, history);
  return { layout, balance: b, history: h };
}

/** The round whose p50 is the median of the rounds' (odd count), for one figure of many rounds. */
function medianRound(rounds: readonly LoopResult[]): LoopResult {
  const sorted = [...rounds].sort((a, b) => a.p50 - b.p50);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Two databases' reads compared fairly on a shared machine: `rounds` rounds, each measuring A then
 * B for `seconds`, so that a change in the machine's load falls on both; each figure is the round
 * with the median p50.
 */
export async function compareReads(
  a: { db: Db; members: readonly number[]; layout: string },
  b: { db: Db; members: readonly number[]; layout: string },
  seconds: number,
  rounds = 3,
): Promise<[ReadFigures, ReadFigures]> {
  const runs: [ReadFigures[], ReadFigures[]] = [[], []];
  for (let r = 0; r < rounds; r++) {
    runs[0].push(await measureReads(a.db, a.members, a.layout, seconds));
    runs[1].push(await measureReads(b.db, b.members, b.layout, seconds));
  }
  const figure = (list: ReadFigures[], layout: string): ReadFigures => ({
    layout,
    balance: medianRound(list.map((f) => f.balance)),
    history: medianRound(list.map((f) => f.history)),
  });
  return [figure(runs[0], a.layout), figure(runs[1], b.layout)];
}

/**
 * The lots' lines and postings moved into holdings and postings themselves, as a clearing before
 * 0019 left them, by the product's own fold (foldYearLots, the CLI's fold-lots: the year's views
 * first, then the lots detached and dropped). The fold is for closed years only, so the business
 * date is set past the year's usable period for it and put back afterwards: the bench clears a
 * second round of the same year on top.
 */
export async function foldYearLotsOfBench(db: Db, pool: pg.Pool, fiscalYear: number): Promise<FoldTiming> {
  const { businessDate, businessDateFixed } = await getSystemState(db);
  await updateSystemSettings(db, OPERATOR, { businessDate: dayAfter(usableUntil(fiscalYear)) });
  const t0 = performance.now();
  try {
    const folded = await foldYearLots(db, OPERATOR, fiscalYear);
    const foldMs = performance.now() - t0;
    await pool.query('analyze holdings; analyze postings');
    return { foldMs, holdings: folded.holdings, postings: folded.postings, lots: folded.lots };
  } finally {
    await updateSystemSettings(db, OPERATOR, { businessDate: businessDateFixed ? businessDate : null });
  }
}

export interface FoldTiming {
  foldMs: number;
  lots: number;
  holdings: number;
  postings: number;
}

function dayAfter(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
