import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rowsOf } from '../../db/raw-rows';
import { idempotencyKeys, rateLimits, uploadProgress } from '../../db/schema';
import { purgeExpiredSessions, type SessionPolicy } from '../../auth/sessions';
import { purgeExpiredOperatorSessions } from '../../auth/operator-sessions';

/**
 * Retention of the four tables that otherwise grow forever:
 * - sessions (members' and operators'): deleted as soon as they can no longer be used (idle limit or absolute end passed);
 * - idempotency_keys: kept 24 hours, far longer than any client retries a submit;
 * - rate_limits: deleted once their window has expired (rows without an end are kept);
 * - upload_progress: kept 24 hours after its last report (a screen polls it only while its file runs).
 */
export const IDEMPOTENCY_RETENTION_HOURS = 24;
const UPLOAD_PROGRESS_RETENTION_HOURS = 24;

/** Arbitrary constant naming the purge among this application's PostgreSQL advisory locks. */
const PURGE_LOCK_KEY = 7_201_604_002;

export type PurgeResult =
  | { skipped: true }
  | { skipped: false; sessions: number; idempotencyKeys: number; rateLimits: number; uploadProgress: number };

/**
 * One purge, in one transaction. Each delete is by predicate and so harmless to repeat; the
 * transaction-scoped advisory lock only keeps several app servers on one database from doing the
 * same work at the same moment (the one that finds it taken skips this round).
 */
export async function purgeStaleRows(db: Db, policy: SessionPolicy, now: Date = new Date()): Promise<PurgeResult> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ taken: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${PURGE_LOCK_KEY}) as taken`,
    );
    if (!lock?.taken) return { skipped: true };
    const sessions =
      (await purgeExpiredSessions(tx, policy, now)) + (await purgeExpiredOperatorSessions(tx, policy, now));
    const idempotencyCutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_HOURS * 3_600_000);
    const keys = await tx
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, idempotencyCutoff))
      .returning({ key: idempotencyKeys.key });
    const limits = await tx.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key });
    const progressCutoff = new Date(now.getTime() - UPLOAD_PROGRESS_RETENTION_HOURS * 3_600_000);
    const progress = await tx
      .delete(uploadProgress)
      .where(lt(uploadProgress.updatedAt, progressCutoff))
      .returning({ id: uploadProgress.id });
    return {
      skipped: false,
      sessions,
      idempotencyKeys: keys.length,
      rateLimits: limits.length,
      uploadProgress: progress.length,
    };
  });
}
