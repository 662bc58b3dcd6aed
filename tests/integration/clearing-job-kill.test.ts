import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { buildFitRound } from '../../bench/lib/fit-setup';
import { OPERATOR } from '../fixtures/auction-fixtures';
import {
  startClearingRunner,
  type ClearingRunner,
} from '../../src/lib/server/services/auctions/clearing-job/clearing-runner';
import { requestClearing } from '../../src/lib/server/services/auctions/clearing-job/request-clearing';
import { getClearingRun } from '../../src/lib/server/services/auctions/clearing-job/get-clearing-run';
import { TEST_MARKET_OPERATOR } from '../setup/market-operator';
import { followClearingRun } from '../../src/lib/server/services/auctions/clearing-job/follow-clearing-run';

/**
 * An app server's clearing runner in a process of its own; resolves once its worker polls. Node
 * itself with tsx's hooks, not the tsx command: that one runs the script in a child process, which
 * a SIGKILL of the command would leave running.
 */
function startRunnerProcess(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/setup/clearing-runner-process.ts'], {
    env: { ...process.env, ...TEST_MARKET_OPERATOR, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`runner process exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
  });
}

const count = async (t: TestDatabase, query: ReturnType<typeof sql>) =>
  Number(((await t.database.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]!.n);

// PGlite is one process's database: a runner there cannot die apart from the server.
describe.runIf(testTargets().includes('postgres'))('clearing job when its worker is killed mid-clearing', () => {
  let t: TestDatabase;
  let requester: ClearingRunner;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    t = await freshDatabase('postgres', { seed: 'none' });
    // A FIT auction whose clearing takes a few seconds here (≈ 1 s per 20,000 facilities).
    await buildFitRound(t.database.db, t.database.pool!, {
      facilities: 60_000,
      bids: 6_000,
      members: 50,
      demandRatio: 0.6,
    });
    // This process only requests (as an app server whose worker is busy elsewhere would).
    requester = await startClearingRunner(t.database.db, {
      work: false,
      heartbeatSeconds: 10,
      superviseIntervalSeconds: 2,
    });
  }, 120_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await requester?.stop();
    await t?.drop();
  });

  it('is retried by another runner and finishes exactly once', async () => {
    const marketNo = 202611;
    const first = await startRunnerProcess(t.url!);
    children.push(first);
    await requestClearing(t.database.db, OPERATOR, marketNo);

    let run = await getClearingRun(t.database.db, marketNo);
    while (!run?.phases.results) {
      expect(run?.state).not.toBe('succeeded');
      await new Promise((r) => setTimeout(r, 50));
      run = await getClearingRun(t.database.db, marketNo);
    }
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    // The clearing's transaction died with the worker: nothing of it is left.
    expect(
      await count(t, sql`select count(*) as n from auctions where market_no = ${marketNo} and cleared_at is not null`),
    ).toBe(0);
    expect(await count(t, sql`select count(*) as n from bid_results`)).toBe(0);
    expect(await getClearingRun(t.database.db, marketNo)).toMatchObject({ state: 'running', attempts: 1 });

    children.push(await startRunnerProcess(t.url!));
    const retries: number[] = [];
    const done = await followClearingRun(t.database.db, marketNo, {
      onPhase: () => undefined,
      onRetry: (a) => retries.push(a),
    });
    expect(done).toMatchObject({ state: 'succeeded', stateName: '完了', attempts: 2, errorMessage: null });
    expect(done.result).toMatchObject({ alreadyCleared: false, statements: 50 });
    expect(retries).toEqual([2]);

    const auctionId = sql`(select id from auctions where market_no = ${marketNo})`;
    expect(
      await count(t, sql`select count(*) as n from auctions where market_no = ${marketNo} and cleared_at is not null`),
    ).toBe(1);
    expect(
      await count(
        t,
        sql`select count(*) as n from journal_entries where kind = 'clearing' and reference = ${`市場番号 ${marketNo}`}`,
      ),
    ).toBe(1);
    expect(
      await count(
        t,
        sql`select count(*) as n from audit_log where action = 'auction.clear' and entity_id = ${String(marketNo)}`,
      ),
    ).toBe(1);
    const bids = await count(t, sql`select count(*) as n from bids where auction_id = ${auctionId}`);
    expect(await count(t, sql`select count(*) as n from bid_results where auction_id = ${auctionId}`)).toBe(bids);
    expect(
      await count(t, sql`select count(distinct bid_id) as n from bid_results where auction_id = ${auctionId}`),
    ).toBe(bids);
    expect(await count(t, sql`select count(*) as n from settlement_statements where auction_id = ${auctionId}`)).toBe(
      50,
    );
    expect(await count(t, sql`select count(*) as n from clearing_runs where market_no = ${marketNo}`)).toBe(1);
  }, 90_000);
});
