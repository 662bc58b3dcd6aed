import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/lib/server/db/client';
import { applyMigrations } from '../../src/lib/server/db/migrate';
import { seed } from '../../src/lib/server/services/seed';
import { spawnServer, type ServerProcess } from '../setup/server-process';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from '../setup/private-postgres';
import { MemberLoad } from './load';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How long the database stays away: several polls of each job queue, probes and requests. */
const OUTAGE_MS = 20_000;
const WARN = 40;

interface LogLine {
  level: number;
  msg: string;
  event?: string;
  source?: string;
  failures?: number;
  unavailableMs?: number;
}

/** The server's JSON log lines other than the request lines (the access log). */
function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LogLine)
    .filter((l) => l.msg !== 'request');
}

async function readyz(server: ServerProcess): Promise<number> {
  return fetch(`${server.baseUrl}/readyz`).then(
    (r) => r.status,
    () => 0,
  );
}

/**
 * Two app servers under member load and a load balancer's probes while their PostgreSQL is away
 * for 20 s: each server tells the outage in two lines, a warning when the database goes and an
 * info line when it is back, whatever met it meanwhile (requests, probes, the job queues' polls,
 * the pools' connections, the listener).
 */
describe.runIf(privatePostgresAvailable())('production: the log of a database outage on postgres', () => {
  let db: PrivatePostgres;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    db = await startPrivatePostgres();
    const handle = await openDatabase({ url: db.url, poolSize: 2 });
    await applyMigrations(handle);
    await seed(handle.db, { demo: 'members' });
    await handle.close();
    const env = { DATABASE_URL: db.url, MFA_KEY: randomBytes(32).toString('hex'), LOG_LEVEL: 'info' };
    servers = [await spawnServer(env), await spawnServer(env)];
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    db?.destroy();
  });

  it('logs one warning when the database goes and one info line when it is back, per server', async () => {
    const load = new MemberLoad(() => servers.map((s) => s.baseUrl));
    load.start();
    let probing = true;
    const probes = (async () => {
      while (probing) {
        await Promise.all(servers.map(readyz));
        await sleep(1_000);
      }
    })();
    await sleep(3_000);
    const before = servers.map((s) => logLines(s.output()).length);
    db.stop('immediate');
    await sleep(OUTAGE_MS);
    db.start();
    for (const s of servers) while ((await readyz(s)) !== 200) await sleep(200);
    // Load on the database that came back, so that late failures of the outage would show.
    await sleep(5_000);
    probing = false;
    await probes;
    await load.stop();

    expect(load.answers.some((a) => a.status === 503)).toBe(true);
    for (const [i, s] of servers.entries()) {
      const lines = logLines(s.output()).slice(before[i]);
      const loud = lines.filter((l) => l.level >= WARN);
      expect(
        loud.map((l) => l.msg),
        s.output().slice(-3000),
      ).toEqual(['database unavailable']);
      expect(loud[0]!.event).toBe('database.unavailable');
      const back = lines.filter((l) => l.msg === 'database available again');
      expect(back).toHaveLength(1);
      expect(lines.indexOf(back[0]!)).toBeGreaterThan(lines.indexOf(loud[0]!));
      // Everything that met the outage was counted in it: far more than the two lines.
      expect(back[0]!.failures).toBeGreaterThan(10);
      expect(back[0]!.unavailableMs).toBeGreaterThanOrEqual(OUTAGE_MS - 1_000);
    }
  }, 180_000);

  it('logs a restart of the database as one outage too, however many connections it ended', async () => {
    const load = new MemberLoad(() => servers.map((s) => s.baseUrl));
    load.start();
    await sleep(3_000);
    const before = servers.map((s) => logLines(s.output()).length);
    db.restart('fast');
    for (const s of servers) while ((await readyz(s)) !== 200) await sleep(200);
    await sleep(5_000);
    await load.stop();

    for (const [i, s] of servers.entries()) {
      const lines = logLines(s.output()).slice(before[i]);
      const loud = lines.filter((l) => l.level >= WARN).map((l) => l.msg);
      // Every connection of the pools was ended (10–15 failures each, measured): one outage, two lines.
      expect(loud, s.output().slice(-3000)).toEqual(['database unavailable']);
      expect(lines.filter((l) => l.msg === 'database available again')).toHaveLength(1);
    }
  }, 180_000);
});
