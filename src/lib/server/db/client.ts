import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { logger } from '../logger';
import { noteDatabaseFailure, noteDatabaseReachable } from './availability';
import { listenPglite, listenPostgres, type ListenHandlers, type Listening } from './listen';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database itself or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Only for PostgreSQL: the pool, for callers that need a dedicated connection (advisory locks, COPY). */
  pool?: pg.Pool;
  /**
   * Only for PostgreSQL: a small pool of its own for CSV exports. A COPY holds its connection for
   * the whole download, as slow as the member's line; a few of them must not leave the API without
   * connections, so they queue here instead.
   */
  exportPool?: pg.Pool;
  /**
   * Only for PostgreSQL: a pool whose connections keep generic plans (plan_cache_mode =
   * force_generic_plan), for the named statements that ask for it through genericPlanReaderOf
   * (the members' reads over a year's views, year-views.ts). Beside `pool`.
   */
  viewPool?: pg.Pool;
  /** Only for PGlite: the client itself (tests dump a migrated, seeded one as a template). */
  pglite?: PGlite;
  /** Notifications on a channel (NOTIFY from any process); stopped by close(). */
  listen(channel: string, handlers: ListenHandlers): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseTarget {
  /** PostgreSQL connection string. */
  url?: string;
  /** PGlite data directory, or 'memory://' for a throwaway in-memory database. */
  pgliteDir?: string;
  poolSize?: number;
  /** Connections for CSV exports (COPY), beside poolSize; default 2. */
  exportPoolSize?: number;
  /** Connections for the reads over a year's views, beside poolSize; default poolSize. */
  viewPoolSize?: number;
  /** PGlite only: a data directory dumped by PGlite's dumpDataDir() to start from (a template). */
  pgliteDataDir?: Blob;
}

/**
 * How long a request waits for a new connection. Without a bound a request would wait forever
 * for a database host that drops packets; with it, it fails as "database unavailable" (503).
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A connection that dies (server restart, `pg_ctl restart -m immediate`, a cut network) emits
 * 'error' on its client. pg-pool listens only while the client is idle in the pool; a client
 * checked out for a transaction would have nobody listening, and an unheard 'error' ends the
 * process. The statement running on it fails with the same error (the request answers 503), and
 * the pool discards the client on release (it is no longer queryable), so the listener only has to
 * be there. A new connection is the pools' sign that the database is reachable (availability.ts).
 */
function survivingRestarts(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    noteDatabaseReachable('pool');
    client.on('error', noteLostConnection);
  });
  // The same error, passed on by the pool for an idle client: already noted by the line above.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Members' requests run serial plans: with dozens of them at once on a few cores, parallel workers
 * only add their start-up (a count over a FIT lot took 25 ms in parallel, 6 ms serial; decision
 * 0019). The export pool keeps them for its long COPYs.
 */
const SERIAL_PLANS = '-c max_parallel_workers_per_gather=0';

/** A pool of `max` connections to `url`, each started with the session `options` given. */
function openPool(url: string, max: number, options?: string): pg.Pool {
  return survivingRestarts(
    new pg.Pool({ connectionString: url, max, options, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }),
  );
}

/** A dying database ends every connection at once: that is one outage, not a line per connection. */
function noteLostConnection(error: Error): void {
  if (!noteDatabaseFailure(error, 'pool')) logger().warn({ err: error }, 'database connection lost');
}

/** Each PostgreSQL handle's reader over its generic-plan pool (viewPool). */
const genericPlanReaders = new WeakMap<Executor, Executor>();

/**
 * The executor whose connections keep each named statement's generic plan from its first
 * execution: the handle's viewPool on PostgreSQL; the handle itself where there is none (PGlite,
 * a transaction).
 */
export function genericPlanReaderOf(db: Executor): Executor {
  return genericPlanReaders.get(db) ?? db;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.url) {
    const poolSize = target.poolSize ?? 10;
    const pool = openPool(target.url, poolSize, SERIAL_PLANS);
    const exportPool = openPool(target.url, target.exportPoolSize ?? 2);
    // Only named statements over a year's views run here: forcing generic plans on an unnamed
    // statement, or one through a parent, would keep PostgreSQL from leaving other years' lots out.
    const viewPool = openPool(
      target.url,
      target.viewPoolSize ?? poolSize,
      `${SERIAL_PLANS} -c plan_cache_mode=force_generic_plan`,
    );
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    genericPlanReaders.set(db, drizzlePostgres(viewPool, { schema }) as unknown as Db);
    const listening = new Set<Listening>();
    // Listens still connecting: close() must wait for them, or their client outlives the pools.
    const starting = new Set<Promise<unknown>>();
    let closed = false;
    return {
      kind: 'postgres',
      db,
      pool,
      exportPool,
      viewPool,
      listen: async (channel, handlers) => {
        if (closed) throw new Error('database closed');
        let entry: Listening | undefined;
        // The listener reconnects by itself after a lost connection until stop(): its entry stays.
        const started = listenPostgres(pool, channel, {
          ...handlers,
          onRestored: () => {
            noteDatabaseReachable('listen');
            handlers.onRestored?.();
          },
        });
        starting.add(started);
        try {
          entry = await started;
        } finally {
          starting.delete(started);
        }
        if (closed) {
          await entry.stop();
          throw new Error('database closed');
        }
        listening.add(entry);
      },
      close: async () => {
        closed = true;
        await Promise.allSettled([...starting]);
        await Promise.all([...listening].map((l) => l.stop()));
        listening.clear();
        await Promise.all([pool.end(), exportPool.end(), viewPool.end()]);
      },
    };
  }
  const dir = target.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, target.pgliteDataDir ? { loadDataDir: target.pgliteDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    listen: async (channel, handlers) => {
      await listenPglite(client, channel, handlers);
    },
    close: () => client.close(),
  };
}
