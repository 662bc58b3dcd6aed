import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import {
  certificates,
  idempotencyKeys,
  rateLimits,
  sessions,
  uploadProgress,
  users,
} from '../../src/lib/server/db/schema';
import { openDatabase } from '../../src/lib/server/db/client';
import { applyMigrations, pendingMigrationCount } from '../../src/lib/server/db/migrate';
import { purgeStaleRows } from '../../src/lib/server/services/housekeeping/purge-stale-rows';
import { logger, setLogSink } from '../../src/lib/server/logger';
import { resetConfigForTests } from '../../src/lib/server/config';

const policy = { idleMinutes: 30, maxHours: 12 };
const now = new Date('2026-11-20T03:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe.each(testTargets())('housekeeping on %s', (target) => {
  let t: TestDatabase;
  let userId: number;

  beforeAll(async () => {
    t = await freshDatabase(target);
    const [user] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    userId = user!.id;
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('deletes dead sessions, day-old idempotency answers and upload progress, expired rate limits, and keeps the rest', async () => {
    const { db } = t.database;
    const session = (idHash: string, lastSeenAt: Date, expiresAt: Date) => ({
      idHash,
      userId,
      csrfToken: `csrf-${idHash}`,
      createdAt: minutesAgo(600),
      lastSeenAt,
      expiresAt,
    });
    await db
      .insert(sessions)
      .values([
        session('live', minutesAgo(5), minutesAgo(-60)),
        session('idle', minutesAgo(31), minutesAgo(-60)),
        session('ended', minutesAgo(1), minutesAgo(1)),
      ]);
    const answer = (key: string, createdAt: Date) => ({
      userId,
      key,
      requestHash: 'h',
      status: 200,
      body: '{}',
      createdAt,
    });
    await db.insert(idempotencyKeys).values([answer('fresh', minutesAgo(23 * 60)), answer('old', minutesAgo(25 * 60))]);
    await db.insert(rateLimits).values([
      { key: 'running', points: 1, expire: minutesAgo(-5) },
      { key: 'expired', points: 9, expire: minutesAgo(5) },
      { key: 'forever', points: 9, expire: null },
    ]);
    const progress = (id: string, updatedAt: Date) => ({
      id,
      operatorId: 1,
      phase: 'write',
      done: 1,
      total: 2,
      updatedAt,
    });
    const [recent, stale] = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    await db
      .insert(uploadProgress)
      .values([progress(recent, minutesAgo(23 * 60)), progress(stale, minutesAgo(25 * 60))]);

    expect(await purgeStaleRows(db, policy, now)).toEqual({
      skipped: false,
      sessions: 2,
      idempotencyKeys: 1,
      rateLimits: 1,
      uploadProgress: 1,
    });
    expect((await db.select().from(uploadProgress)).map((p) => p.id)).toEqual([recent]);
    expect((await db.select().from(sessions)).map((s) => s.idHash)).toEqual(['live']);
    expect((await db.select().from(idempotencyKeys)).map((k) => k.key)).toEqual(['fresh']);
    expect((await db.select().from(rateLimits)).map((r) => r.key).sort()).toEqual(['forever', 'running']);
    // Repeating it (another app server's timer, the ops command) changes nothing.
    expect(await purgeStaleRows(db, policy, now)).toEqual({
      skipped: false,
      sessions: 0,
      idempotencyKeys: 0,
      rateLimits: 0,
      uploadProgress: 0,
    });
  });

  it('lets only one of two simultaneous purges do the work; neither fails', async () => {
    const { db } = t.database;
    await db.insert(rateLimits).values({ key: 'stale', points: 1, expire: minutesAgo(10) });
    const results = await Promise.all([purgeStaleRows(db, policy, now), purgeStaleRows(db, policy, now)]);
    const done = results.filter((r) => !r.skipped);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done.reduce((n, r) => n + (r.skipped ? 0 : r.rateLimits), 0)).toBe(1);
  });

  it('logs a failed statement on a table with secrets without its parameters or the row it failed on', async () => {
    const { db } = t.database;
    const lines: string[] = [];
    setLogSink({ write: (line) => lines.push(line) });
    process.env.LOG_LEVEL = 'info';
    resetConfigForTests();
    try {
      const secretHash = 'SECRET-HASH-0123456789abcdef';
      const secretPass = 'SECRETPASS42';
      // No such certificate row may exist: the foreign key refuses it, with the values in the statement.
      const failure = await db
        .insert(certificates)
        .values({
          certificateNo: 'NF2026-9999999',
          organizationId: 999_999,
          targetYearId: 999_999,
          fiscalYear: 2026,
          productCd: 2,
          nfcTypeCd: 1,
          useCd: 1,
          totalIssueVolume: 1,
          hash: secretHash,
          passCd: secretPass,
          journalEntryId: 999_999,
        })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(String((failure as Error).message)).toContain(secretPass);
      logger().error({ err: failure }, 'unhandled error');
    } finally {
      setLogSink(undefined);
    }
    const text = lines.join('');
    const logged = JSON.parse(lines[0]!) as { err: { message: string; query: string; code?: string } };
    expect(logged.err.query).toMatch(/^insert into "certificates"/);
    expect(logged.err.message).toBe('Failed query (parameters not logged)');
    expect(text).not.toContain('SECRET-HASH');
    expect(text).not.toContain('SECRETPASS42');
  });
});

describe('readiness: pending migrations', () => {
  it('counts every migration on an empty database and none once they are applied', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const all = await pendingMigrationCount(database);
      expect(all).toBeGreaterThanOrEqual(5);
      await applyMigrations(database);
      expect(await pendingMigrationCount(database)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
