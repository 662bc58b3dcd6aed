import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/lib/server/db/client';
import { applyMigrations } from '../../src/lib/server/db/migrate';
import { seed } from '../../src/lib/server/services/seed';
import { seedAccountReportWorld } from '../fixtures/account-report-world';
import { spawnServer, type ServerProcess } from '../setup/server-process';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from '../setup/private-postgres';
import { answerProblem, MemberLoad, memberHeaders, transferSentInHalves } from './load';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Both servers answer /readyz 200 (database reachable, migrations applied). */
async function waitReady(servers: ServerProcess[], withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (const s of servers) {
    while (
      (await fetch(`${s.baseUrl}/readyz`).then(
        (r) => r.status,
        () => 0,
      )) !== 200
    ) {
      if (Date.now() > deadline) throw new Error(`${s.baseUrl} not ready again:\n${s.output().slice(-3000)}`);
      await sleep(200);
    }
  }
}

/** Lines a server printed that are not the JSON log (start-up messages aside): stacks, "[ERROR] …". */
function plainTextErrors(output: string): string[] {
  return output.split('\n').filter((l) => /\[ERROR\]|^\s+at |Failed query|Error:/.test(l) && !l.startsWith('{'));
}

/**
 * Two app servers on a PostgreSQL of the test's own, under mixed member load, while
 * the database restarts (fast and immediate) and while one server after the other is restarted.
 */
describe.runIf(privatePostgresAvailable())('production: database restart and rolling restart on postgres', () => {
  let db: PrivatePostgres;
  let servers: ServerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await startPrivatePostgres();
    // The schema and the members' world, as the first server's start (migrate, then seed) would leave it.
    const handle = await openDatabase({ url: db.url, poolSize: 2 });
    await applyMigrations(handle);
    await seed(handle.db, { demo: 'members' });
    await seedAccountReportWorld(handle.db);
    await handle.close();
    env = { DATABASE_URL: db.url, MFA_KEY: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' };
    servers = [await spawnServer(env), await spawnServer(env)];
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    db?.destroy();
  });

  /** Every acknowledged transfer is in the ledger, and each key was applied exactly once. */
  async function expectWritesKept(load: MemberLoad, transfersBefore: number, others: number[] = []): Promise<void> {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const ids = [...load.acknowledged.values(), ...others];
      const found = await client.query<{ n: string }>('select count(*) as n from journal_entries where id = any($1)', [
        ids,
      ]);
      expect(Number(found.rows[0]!.n)).toBe(new Set(ids).size);
      const transfers = await client.query<{ n: string }>(
        "select count(*) as n from audit_log where action = 'account.transfer'",
      );
      expect(Number(transfers.rows[0]!.n) - transfersBefore).toBe(ids.length);
    } finally {
      await client.end();
    }
  }

  async function transferCount(): Promise<number> {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const r = await client.query<{ n: string }>(
        "select count(*) as n from audit_log where action = 'account.transfer'",
      );
      return Number(r.rows[0]!.n);
    } finally {
      await client.end();
    }
  }

  // A restart is over in well under a second; the outage keeps the database away for a few, so
  // that every kind of request meets it (and the answers it gets can be checked).
  const interruptions = {
    'pg_ctl restart -m fast': () => db.restart('fast'),
    'pg_ctl restart -m immediate': () => db.restart('immediate'),
    'a 3 s outage (pg_ctl stop -m immediate, then start)': async () => {
      db.stop('immediate');
      await sleep(3_000);
      db.start();
    },
  };
  for (const [name, interrupt] of Object.entries(interruptions)) {
    it(`keeps both servers up through ${name} under load`, async () => {
      const before = await transferCount();
      const load = new MemberLoad(() => servers.map((s) => s.baseUrl));
      load.start();
      await sleep(3_000);
      const answeredBefore = load.answers.length;
      await interrupt();
      await waitReady(servers);
      const answeredAtReady = load.answers.length;
      // Load on the database that came back, through the same servers.
      await sleep(3_000);
      await load.stop();
      await load.settle();
      // The load ran on both sides of the interruption: counts, not a rate (the machine may be busy).
      expect(answeredBefore).toBeGreaterThan(5);
      expect(load.answers.length - answeredAtReady).toBeGreaterThan(5);

      for (const s of servers) expect(s.child.exitCode, s.output().slice(-3000)).toBeNull();
      expect(load.unanswered).toEqual([]);
      expect(load.answers.map(answerProblem).filter(Boolean)).toEqual([]);
      // The servers answered after the restart without being restarted themselves.
      expect(load.answers.slice(-10).some((a) => a.status === 200)).toBe(true);
      if (name.includes('outage')) {
        // The outage was seen by the API and the pages alike, and answered as 503s.
        expect(load.answers.some((a) => a.status === 503 && a.path.startsWith('/api/'))).toBe(true);
        expect(load.answers.some((a) => a.status === 503 && a.path === '/login')).toBe(true);
      }
      await expectWritesKept(load, before);
      for (const s of servers) expect(plainTextErrors(s.output())).toEqual([]);
    }, 180_000);
  }

  it('loses no request and no acknowledged write when the servers are restarted one after the other', async () => {
    const before = await transferCount();
    let up = servers.map((s) => s.baseUrl);
    const load = new MemberLoad(() => up);
    load.start();
    await sleep(2_000);
    const underWay: number[] = [];
    for (let i = 0; i < servers.length; i++) {
      const old = servers[i]!;
      // A request under way when SIGTERM arrives: its body is still coming.
      const key = randomUUID();
      const inFlight = transferSentInHalves(old.baseUrl, await memberHeaders(old.baseUrl, 'sakura01'), key);
      await sleep(200);
      const stopping = old.stop('SIGTERM');
      // A load balancer notices the refused connections; the requests under way are finished.
      await sleep(300);
      up = up.filter((u) => u !== old.baseUrl);
      inFlight.sendRest();
      const answer = await inFlight.answer;
      expect(answer.status, answer.body).toBe(200);
      underWay.push((JSON.parse(answer.body) as { entryId: number }).entryId);
      expect(await stopping).toBe(0);
      servers[i] = await spawnServer({ ...env, PORT: String(old.port) });
      up = [...up, servers[i]!.baseUrl];
      await sleep(2_000);
    }
    await load.stop();
    await load.settle();

    const failures = load.answers.filter((a) => a.status >= 500);
    expect(failures).toEqual([]);
    expect(load.answers.map(answerProblem).filter(Boolean)).toEqual([]);
    // Load ran throughout (a count, not a rate: the machine may be busy).
    expect(load.answers.length).toBeGreaterThan(20);
    await expectWritesKept(load, before, underWay);
  }, 180_000);
});
