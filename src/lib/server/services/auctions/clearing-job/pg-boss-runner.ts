import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import type pg from 'pg';
import type { Db } from '@/lib/server/db';
import { logger } from '@/lib/server/logger';
import { noteDatabaseFailure } from '@/lib/server/db/availability';
import type { ClearingRunner, RunnerOptions } from './clearing-runner';
import { executeClearingRun } from './execute-clearing-run';
import { MAX_ATTEMPTS } from './run-state';

const QUEUE = 'auction-clearing';

/**
 * PostgreSQL: the run is a pg-boss job (docs/decisions/0012-clearing-job.md). pg-boss creates and
 * migrates its own schema `pgboss` in start() (under its advisory lock, so servers starting
 * together agree). The queue's singleton policy lets one clearing be active across all servers;
 * the worker heartbeats the job, and when a worker dies its job goes back to the queue once the
 * heartbeat is missed, for any server's worker to retry.
 */
export async function startPgBossRunner(db: Db, pool: pg.Pool, options: RunnerOptions = {}): Promise<ClearingRunner> {
  const heartbeatSeconds = options.heartbeatSeconds ?? 60;
  const jobOptions = {
    heartbeatSeconds,
    // The heartbeat decides a worker is gone; expiry only bounds a worker that lives but hangs.
    expireInSeconds: 6 * 3600,
    // Retries are counted on the run itself (MAX_ATTEMPTS, including attempts whose worker died).
    retryLimit: MAX_ATTEMPTS + 1,
    retryDelay: 1,
  };
  const boss = new PgBoss({
    connectionString: pool.options.connectionString,
    max: 3,
    useListenNotify: true,
    // Supervision finds jobs whose heartbeat stopped in the monitor pass, which runs at the longer
    // of the two intervals (monitor's default is 60 s).
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 10,
  });
  // pg-boss polls every few seconds: while the database is away each poll fails, in one outage.
  boss.on('error', (error) => {
    if (!noteDatabaseFailure(error, 'clearing queue')) logger().error({ err: error }, 'clearing queue error');
  });
  await boss.start();
  await boss.createQueue(QUEUE, { policy: 'singleton', notify: true, ...jobOptions });
  if (options.work !== false) {
    await boss.work<{ runId: number }>(QUEUE, { pollingIntervalSeconds: 2, localConcurrency: 1 }, async ([job]) => {
      // Throwing hands the job back to pg-boss for another attempt.
      if ((await executeClearingRun(db, job!.data.runId)) === 'retry') throw new Error('clearing attempt to retry');
    });
  }
  return {
    queue: {
      // drizzle's execute() result is typed loosely; pg-boss's adapter reads its rows at run time.
      enqueue: async (tx, runId) =>
        boss.send(QUEUE, { runId }, { ...jobOptions, db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) }),
      wake: () => undefined,
    },
    // A clearing under way is given a short while; past that its attempt dies with the process
    // and another server (or the next start) retries it after the missed heartbeat.
    stop: () => boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 }),
  };
}
