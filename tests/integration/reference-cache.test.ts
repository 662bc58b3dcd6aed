import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/lib/server/db/client';
import { systemSettings, targetYears } from '../../src/lib/server/db/schema';
import {
  cachedSystemState,
  cachedTargetYears,
  referenceCacheListening,
  REFERENCE_CHANNEL,
} from '../../src/lib/server/services/system/reference-cache';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';

/*
 * Two app servers are two handles (two pools on PostgreSQL). A change made through one, or by
 * another process, must reach the other's cache through the notification, not by the cache's age:
 * the clock passed in stays fixed, so only the notification can make the new rows visible.
 */
describe.each(testTargets())('reference cache across servers on %s', (target) => {
  let fresh: TestDatabase;
  let other: Database;
  const fixedNow = new Date();
  beforeAll(async () => {
    fresh = await freshDatabase(target, { seed: 'codes' });
    other = target === 'postgres' ? await openDatabase({ url: fresh.url, poolSize: 2 }) : fresh.database;
    await fresh.database.db.insert(systemSettings).values({ id: 1 }).onConflictDoNothing();
  });
  afterAll(async () => {
    if (other !== fresh.database) await other.close();
    await fresh.drop();
  });

  it('sees maintenance switched on by the other server', async () => {
    await cachedSystemState(other, fixedNow);
    await referenceCacheListening(other);
    expect((await cachedSystemState(other, fixedNow)).maintenance).toBe(false);
    await fresh.database.db.update(systemSettings).set({ maintenance: true }).where(eq(systemSettings.id, 1));
    await vi.waitFor(async () => expect((await cachedSystemState(other, fixedNow)).maintenance).toBe(true), {
      timeout: 10_000,
    });
    await fresh.database.db.update(systemSettings).set({ maintenance: false }).where(eq(systemSettings.id, 1));
    await vi.waitFor(async () => expect((await cachedSystemState(other, fixedNow)).maintenance).toBe(false), {
      timeout: 10_000,
    });
  });

  it('sees a new target year added by the other server', async () => {
    await referenceCacheListening(other);
    const before = await cachedTargetYears(other);
    await fresh.database.db
      .insert(targetYears)
      .values({ targetYear: 2099, startDate: '2099-04-01', endDate: '2100-03-31' });
    await vi.waitFor(async () => expect((await cachedTargetYears(other)).map((y) => y.targetYear)).toContain(2099), {
      timeout: 10_000,
    });
    expect((await cachedTargetYears(other)).length).toBe(before.length + 1);
  });
});

/*
 * close() while a listen is still connecting (the first request of a server that is shutting down):
 * the listening connection must not outlive the pools, or it keeps the process alive.
 */
describe.runIf(testTargets().includes('postgres'))('listening and close() on postgres', () => {
  let fresh: TestDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase('postgres', { seed: 'codes' });
  });
  afterAll(async () => {
    await fresh.drop();
  });

  const connectionsNamed = async (name: string) => {
    const result = await fresh.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where application_name = ${name}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };

  it('leaves no connection behind when closed during a listen', async () => {
    const url = new URL(fresh.url!);
    url.searchParams.set('application_name', 'nfc_close_during_listen');
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    const listening = database.listen(REFERENCE_CHANNEL, { onNotify: () => undefined, onLost: () => undefined });
    listening.catch(() => undefined);
    await database.close();
    await expect(
      database.listen(REFERENCE_CHANNEL, { onNotify: () => undefined, onLost: () => undefined }),
    ).rejects.toThrow();
    await vi.waitFor(async () => expect(await connectionsNamed('nfc_close_during_listen')).toBe(0), {
      timeout: 10_000,
    });
  });
});
