import type { Db } from '../../db';
import { logger } from '../../logger';
import { noteDatabaseFailure } from '../../db/availability';
import { sessionPolicy } from '../../auth/session-policy';
import { purgeStaleRows } from './purge-stale-rows';
import { recordPurge } from '../../metrics/record';

/** How often each app server purges; a missed round only delays the deletes. */
const PURGE_INTERVAL_MS = 15 * 60_000;

/**
 * Purges stale rows shortly after start and then every PURGE_INTERVAL_MS. The timer does not keep
 * the process alive, and a failed round is logged and retried at the next tick.
 */
export function startPurgeTimer(db: Db, intervalMs = PURGE_INTERVAL_MS): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await purgeStaleRows(db, sessionPolicy());
      recordPurge(result);
      if (!result.skipped) logger().info({ event: 'housekeeping.purge', ...result }, 'housekeeping.purge');
    } catch (error) {
      recordPurge('failed');
      if (!noteDatabaseFailure(error, 'housekeeping')) logger().error({ err: error }, 'housekeeping purge failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), 5_000);
  const every = setInterval(() => void tick(), intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
