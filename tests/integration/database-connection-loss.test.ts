import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/lib/server/db/client';
import { isDatabaseUnavailable } from '../../src/lib/server/db/unavailable';
import { viewReaderOf } from '../../src/lib/server/db/year-views';
import { targetYears } from '../../src/lib/server/db/schema';
import { cachedTargetYears, referenceCacheListening } from '../../src/lib/server/services/system/reference-cache';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/*
 * A connection that dies under a request (the database restarts, an operator ends
 * the session) is a failed request, never the end of the process: an 'error' event nobody hears
 * would be thrown out of the event loop and fail this file as an uncaught exception.
 */
describe.runIf(testTargets().includes('postgres'))('connections lost under the app on postgres', () => {
  let fresh: TestDatabase;
  let app: Database;
  const APP_NAME = 'nfc_connection_loss';

  beforeAll(async () => {
    fresh = await freshDatabase('postgres', { seed: 'codes' });
    const url = new URL(fresh.url!);
    url.searchParams.set('application_name', APP_NAME);
    app = await openDatabase({ url: url.toString(), poolSize: 3 });
  });
  afterAll(async () => {
    await app?.close();
    await fresh?.drop();
  });

  /** Ends the app's sessions as `pg_ctl restart -m fast` does (57P01), from the test's own connection. */
  const terminate = (where: ReturnType<typeof sql>) =>
    fresh.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${APP_NAME} and ${where}`,
    );

  it('fails a transaction whose connection is terminated between statements, as database unavailable', async () => {
    const attempt = app.db.transaction(async (tx) => {
      const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
      // The connection is checked out for the transaction and idle in it when it is ended.
      await terminate(sql`pid = ${row!.pid}`);
      await new Promise((r) => setTimeout(r, 200));
      await tx.execute(sql`select 1`);
    });
    const error = await attempt.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The pool dropped the dead client and serves the next request.
    expect(rowsOf<{ one: number }>(await app.db.execute(sql`select 1 as one`))[0]!.one).toBe(1);
  });

  it('survives a client checked out without a statement when its connection ends', async () => {
    const client = await app.pool!.connect();
    const [row] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
    await terminate(sql`pid = ${row!.pid}`);
    await vi.waitFor(() => expect(client.query('select 1')).rejects.toThrow(), { timeout: 5_000 });
    client.release(true);
    expect(rowsOf<{ one: number }>(await app.db.execute(sql`select 1 as one`))[0]!.one).toBe(1);
  });

  it('serves the members’ reads over the views again after their idle connection is ended', async () => {
    const views = viewReaderOf(app.db);
    const pidOf = async () => rowsOf<{ pid: number }>(await views.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
    const first = await pidOf();
    await terminate(sql`pid = ${first}`);
    await vi.waitFor(async () => expect(await pidOf()).not.toBe(first), { timeout: 5_000, interval: 100 });
    const [mode] = rowsOf<{ plan_cache_mode: string }>(await views.execute(sql`show plan_cache_mode`));
    expect(mode!.plan_cache_mode).toBe('force_generic_plan');
  });

  it('listens again by itself after its connection is lost, and says so', async () => {
    const events: string[] = [];
    await app.listen('nfc_loss_test', {
      onNotify: (payload) => events.push(`notify ${payload}`),
      onLost: () => events.push('lost'),
      onRestored: () => events.push('restored'),
    });
    expect(await referenceCacheListening(app)).toBe(true);
    const before = await cachedTargetYears(app);
    await terminate(sql`query ilike 'LISTEN%'`);
    // No request asks for it: the listeners come back on their own.
    await vi.waitFor(() => expect(events).toEqual(['lost', 'restored']), { timeout: 15_000, interval: 100 });
    await vi.waitFor(
      async () => {
        const rows = await fresh.database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where application_name = ${APP_NAME} and query ilike 'LISTEN%'`,
        );
        expect(rowsOf<{ n: number }>(rows)[0]!.n).toBe(2);
      },
      { timeout: 15_000, interval: 100 },
    );
    await fresh.database.db.execute(sql`select pg_notify('nfc_loss_test', 'after')`);
    await vi.waitFor(() => expect(events).toContain('notify after'), { timeout: 5_000 });
    // The reference cache is notified again: a new target year shows without waiting for any age.
    const last = before[before.length - 1]!;
    await fresh.database.db
      .insert(targetYears)
      .values({ targetYear: last.targetYear + 50, startDate: last.startDate, endDate: last.endDate });
    await vi.waitFor(async () => expect((await cachedTargetYears(app)).length).toBe(before.length + 1), {
      timeout: 5_000,
    });
  });
});
