import pg from 'pg';
import type { Db } from '@/lib/server/db';
import { installClearingQueue, removeClearingQueue, type ClearingQueue } from './clearing-queue';
import { startInProcessRunner } from './in-process-runner';
import { startPgBossRunner } from './pg-boss-runner';

export interface ClearingRunner {
  queue: ClearingQueue;
  stop(): Promise<void>;
}

export interface RunnerOptions {
  /** false: only request clearings (a process that must not run them). Default true. */
  work?: boolean;
  /** PostgreSQL: a worker silent this long is taken for dead and its job retried. Default 60. */
  heartbeatSeconds?: number;
  /** PostgreSQL: how often each server looks for such jobs. Default 10. */
  superviseIntervalSeconds?: number;
  /** PostgreSQL: how long stop() waits for a clearing under way. Default 10 s. */
  stopTimeoutMs?: number;
}

/**
 * Starts the clearing runner for this database handle (the app server at start, the CLI for its
 * command) and makes requestClearing on the handle queue to it: pg-boss on PostgreSQL, this
 * process on PGlite.
 */
export async function startClearingRunner(db: Db, options: RunnerOptions = {}): Promise<ClearingRunner> {
  const client = (db as unknown as { $client: unknown }).$client;
  const runner = client instanceof pg.Pool ? await startPgBossRunner(db, client, options) : startInProcessRunner(db);
  installClearingQueue(db, runner.queue);
  return {
    ...runner,
    stop: async () => {
      removeClearingQueue(db, runner.queue);
      await runner.stop();
    },
  };
}
