import pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { Db } from '@/lib/server/db';
import { isAppError } from '@/lib/errors/app-error';
import { logger } from '@/lib/server/logger';
import { noteDatabaseFailure } from '@/lib/server/db/availability';
import { expireYear } from '../expire-year';
import { dueExpiryYears } from './due-years';

const QUEUE = 'year-expiry';
const SYSTEM = { type: 'system' } as const;

export interface ExpiryRunner {
  stop(): Promise<void>;
}

export interface ExpiryRunnerOptions {
  /** How often each server looks for years due (the business date may be changed at any time). Default 60 s. */
  checkIntervalMs?: number;
  /** PostgreSQL: a worker silent this long is taken for dead and its job retried. Default 60. */
  heartbeatSeconds?: number;
  /** PostgreSQL: how often each server looks for such jobs. Default 10. */
  superviseIntervalSeconds?: number;
}

/**
 * One attempt at a year's expiry (the job's body on either database). A refusal (an auction of the
 * year not cleared yet, the date set back before the job ran) is logged and not retried: the next
 * check queues the year again while it is due. Any other error is thrown for a retry.
 */
async function runExpiryJob(db: Db, fiscalYear: number): Promise<void> {
  try {
    const result = await expireYear(db, SYSTEM, fiscalYear);
    if (!result.alreadyExpired)
      logger().info({ event: 'ledger.expire-year', fiscalYear, volume: result.volume }, result.message);
  } catch (error) {
    if (!isAppError(error)) throw error;
    logger().warn({ fiscalYear, reason: error.message }, 'expiry refused');
  }
}

/**
 * Starts the expiry job for this database handle (every app server, decision 0029): a timer looks
 * for years due on the business date and queues one job per year. PostgreSQL: a pg-boss queue with
 * one active and one queued job per year (policy stately, singletonKey = the year), heartbeats and
 * retries as the clearing's, so a year is expired by one server and a dead worker's expiry (rolled
 * back with its transaction) is retried by another; the year's lock and its year_expiries row make
 * a second run change nothing. PGlite: the process runs due years itself, one at a time.
 */
export async function startExpiryRunner(db: Db, options: ExpiryRunnerOptions = {}): Promise<ExpiryRunner> {
  const client = (db as unknown as { $client: unknown }).$client;
  const queueYear = client instanceof pg.Pool ? await pgBossQueue(db, client, options) : inProcessQueue(db);
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      for (const year of await dueExpiryYears(db)) await queueYear.send(year);
    } catch (error) {
      if (!noteDatabaseFailure(error, 'expiry check')) logger().error({ err: error }, 'expiry check failed');
    } finally {
      checking = false;
    }
  };
  const first = setTimeout(() => void check(), 1_000);
  const every = setInterval(() => void check(), options.checkIntervalMs ?? 60_000);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(every);
      await queueYear.stop();
    },
  };
}

interface YearQueue {
  send(fiscalYear: number): Promise<void>;
  stop(): Promise<void>;
}

async function pgBossQueue(db: Db, pool: pg.Pool, options: ExpiryRunnerOptions): Promise<YearQueue> {
  const jobOptions = {
    heartbeatSeconds: options.heartbeatSeconds ?? 60,
    expireInSeconds: 6 * 3600,
    retryLimit: 3,
    retryDelay: 1,
  };
  const boss = new PgBoss({
    connectionString: pool.options.connectionString,
    max: 2,
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 10,
  });
  boss.on('error', (error) => {
    if (!noteDatabaseFailure(error, 'expiry queue')) logger().error({ err: error }, 'expiry queue error');
  });
  await boss.start();
  await boss.createQueue(QUEUE, { policy: 'stately', ...jobOptions });
  await boss.work<{ fiscalYear: number }>(QUEUE, { pollingIntervalSeconds: 2, localConcurrency: 1 }, async ([job]) =>
    runExpiryJob(db, job!.data.fiscalYear),
  );
  return {
    send: async (fiscalYear) => {
      await boss.send(QUEUE, { fiscalYear }, { ...jobOptions, singletonKey: String(fiscalYear) });
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

function inProcessQueue(db: Db): YearQueue {
  let running: Promise<void> = Promise.resolve();
  return {
    send: async (fiscalYear) => {
      running = running
        .then(() => runExpiryJob(db, fiscalYear))
        .catch((error: unknown) => {
          logger().error({ err: error, fiscalYear }, 'expiry failed');
        });
      await running;
    },
    // An expiry under way finishes: closing PGlite under an open transaction is not an option.
    stop: () => running,
  };
}
