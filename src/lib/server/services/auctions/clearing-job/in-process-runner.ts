import { asc, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { clearingRuns } from '@/lib/server/db/schema';
import { logger } from '@/lib/server/logger';
import type { ClearingRunner } from './clearing-runner';
import { executeClearingRun } from './execute-clearing-run';

/**
 * PGlite is one process's database, so its runner lives in that process: it runs the stored runs
 * that are 待機中 or 実行中, oldest first, one at a time. At start a 実行中 run can only be one whose
 * process died (its clearing rolled back): it is run again, so a restart resumes the work.
 */
export function startInProcessRunner(db: Db): ClearingRunner {
  let stopped = false;
  let draining: Promise<void> | null = null;
  let again = false;

  const drain = async () => {
    do {
      again = false;
      while (!stopped) {
        const [next] = await db
          .select({ id: clearingRuns.id })
          .from(clearingRuns)
          .where(inArray(clearingRuns.state, ['queued', 'running']))
          .orderBy(asc(clearingRuns.id))
          .limit(1);
        if (!next) break;
        await executeClearingRun(db, next.id);
      }
    } while (again && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch((error: unknown) => logger().error({ err: error }, 'clearing runner failed'))
      .finally(() => {
        draining = null;
      });
  };

  wake();
  return {
    queue: { enqueue: async () => null, wake },
    stop: async () => {
      stopped = true;
      // A clearing under way finishes: closing PGlite under an open transaction is not an option.
      await draining;
    },
  };
}
