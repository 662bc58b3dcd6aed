import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { TEST_MARKET_OPERATOR } from '../setup/market-operator';
import { OPERATOR } from '../fixtures/auction-fixtures';
import { seedExpiryWorld } from '../fixtures/expiry-world';
import { LEDGER_INVARIANTS } from '../fixtures/ledger-invariants';
import { rowsOf } from '../../src/lib/server/db/raw-rows';
import { startExpiryRunner } from '../../src/lib/server/services/ledger/expiry-job/expiry-runner';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';
import type { Db } from '../../src/lib/server/db';
import { COMMANDS } from '../../src/cli/ops';

const count = async (db: Db, query: ReturnType<typeof sql>) => Number((await rowsOf<{ n: string }>(db, query))[0]!.n);
const expireEntries = (db: Db) => count(db, sql`select count(*) as n from journal_entries where kind = 'expire'`);
const expiredYears = (db: Db) => count(db, sql`select count(*) as n from year_expiries where fiscal_year = 2025`);
const violations = async (db: Db) => {
  let total = 0;
  for (const text of Object.values(LEDGER_INVARIANTS))
    total += Number((await rowsOf<{ count: string }>(db, sql.raw(text)))[0]!.count);
  return total;
};
async function until(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The expiry job of a server (decision 0029): it runs on the day after the usable period, by itself. */
describe.each(testTargets())('the expiry job on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(target);
    await seedExpiryWorld(t.database.db, 'JB');
  });
  afterAll(async () => t.drop());

  it('expires nothing inside the period, then the due year once on the day after it', async () => {
    const db = t.database.db;
    await updateSystemSettings(db, OPERATOR, { businessDate: '2026-06-30' });
    const runner = await startExpiryRunner(db, {
      checkIntervalMs: 200,
      heartbeatSeconds: 10,
      superviseIntervalSeconds: 2,
    });
    try {
      // 2024 is past its period on this date and has nothing: expired with no entry.
      await until(async () => (await count(db, sql`select count(*) as n from year_expiries`)) === 1);
      expect(await expireEntries(db)).toBe(0);
      await updateSystemSettings(db, OPERATOR, { businessDate: '2026-07-01' });
      await until(async () => (await expiredYears(db)) === 1);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(await expireEntries(db)).toBe(1);
      expect(await violations(db)).toBe(0);
    } finally {
      await runner.stop();
    }
  }, 90_000);

  it('ops expire-year says the year has expired already, and refuses a year not in the master or out of range', async () => {
    const printed: string[] = [];
    const run = (fiscalYear: string) =>
      COMMANDS.find((c) => c.name === 'expire-year')!.run({
        db: t.database.db,
        actor: OPERATOR,
        args: [],
        options: { 'fiscal-year': fiscalYear },
        print: (line) => printed.push(line),
      });
    await run('2025');
    expect(printed).toEqual([
      expect.stringMatching(
        /^2025年度は失効処理済みです（業務日 2026\/07\/01、\d+ 行、10,700 kWh）。何も変更していません。$/,
      ),
    ]);
    await expect(run('2099')).rejects.toThrow('指定された対象年度は存在しません。');
    await expect(run('25')).rejects.toThrow('対象年度は4桁の年で指定してください。');
  });
});

describe.runIf(testTargets().includes('postgres'))('ops expire-year on postgres', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase('postgres');
    await seedExpiryWorld(t.database.db, 'OP');
  });
  afterAll(async () => t.drop());

  it('expires the year by hand and prints the totals per member', async () => {
    await updateSystemSettings(t.database.db, OPERATOR, { businessDate: '2026-07-01' });
    const printed: string[] = [];
    await COMMANDS.find((c) => c.name === 'expire-year')!.run({
      db: t.database.db,
      actor: OPERATOR,
      args: [],
      options: { 'fiscal-year': '2025' },
      print: (line) => printed.push(line),
    });
    expect(printed[0]).toMatch(
      /^2025年度の未使用分を失効させました（会員 2 社、\d+ 行、10,000 kWh、FIT供給 700 kWh）。$/,
    );
    expect(printed.slice(1)).toEqual([
      // How many FIT facilities each buyer was allocated is the tracking draw's; the kWh are fixed.
      expect.stringMatching(/^ {2}会員 OP0001 {2}商品 1 {2}保有区分 2 {2}\d 行 {2}2,000 kWh$/),
      '  会員 OP0001  商品 2  保有区分 1  3 行  5,600 kWh',
      expect.stringMatching(/^ {2}会員 OP0002 {2}商品 1 {2}保有区分 2 {2}\d 行 {2}2,000 kWh$/),
      '  会員 OP0002  商品 2  保有区分 2  1 行  400 kWh',
    ]);
  });
});

/** Node with tsx's hooks (not the tsx command, whose child a SIGKILL would leave running). */
function startRunnerProcess(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/setup/expiry-runner-process.ts'], {
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

// PGlite is one process's database: a runner there cannot die apart from the server.
describe.runIf(testTargets().includes('postgres'))('the expiry job across servers on postgres', () => {
  let t: TestDatabase;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    t = await freshDatabase('postgres');
    await seedExpiryWorld(t.database.db, 'KL');
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await t?.drop();
  });

  it('a runner killed mid-expiry leaves nothing; another runner resumes and the year expires once', async () => {
    const db = t.database.db;
    await updateSystemSettings(db, OPERATOR, { businessDate: '2026-07-01' });
    // Hold the expiry at its last write: an uncommitted year_expiries row of 2025 makes the
    // runner's insert of that row wait, after its balances and postings are written.
    const blocker = new pg.Client({ connectionString: t.url! });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query(
      `insert into year_expiries (target_year_id, fiscal_year, business_date, actor, lines, volume, fit_supply_volume, totals)
       select id, target_year, '2026-07-01', 'blocker', 0, 0, 0, '[]' from target_years where target_year = 2025`,
    );
    const first = await startRunnerProcess(t.url!);
    children.push(first);
    await until(
      async () =>
        (await count(
          db,
          sql`select count(*) as n from pg_stat_activity
               where wait_event_type = 'Lock' and query like 'insert into "year_expiries"%'`,
        )) === 1,
    );
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    await blocker.query('rollback');
    await blocker.end();
    // The killed runner's transaction never committed: nothing of it is left.
    await until(
      async () =>
        (await count(
          db,
          sql`select count(*) as n from pg_stat_activity where query like 'insert into "year_expiries"%' and state <> 'idle'`,
        )) === 0,
    );
    expect(await expireEntries(db)).toBe(0);
    expect(await expiredYears(db)).toBe(0);

    // Two more runners (two servers) race for the retry and the new checks.
    const [second, third] = await Promise.all([startRunnerProcess(t.url!), startRunnerProcess(t.url!)]);
    children.push(second!, third!);
    await until(async () => (await expiredYears(db)) === 1);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await expireEntries(db)).toBe(1);
    expect(
      await count(
        db,
        sql`select count(*) as n from audit_log where action = 'ledger.expire-year' and entity_id = '2025'`,
      ),
    ).toBe(1);
    expect(
      await count(
        db,
        sql`select count(*) as n from holdings h join target_years y on y.id = h.target_year_id
      where y.target_year = 2025 and h.organization_id is not null and h.holding_class_cd in (1, 2) and h.balance > 0`,
      ),
    ).toBe(0);
    expect(await violations(db)).toBe(0);
  }, 120_000);
});
