import { config } from '../config';
import { openDatabase, type Database } from './client';
import { applyMigrations } from './migrate';

export type { Database, Db, Executor, Tx } from './client';
export * as schema from './schema';

/*
 * One database per process: the one the start script (or an embedding test harness) opened and
 * installed, else one opened from the environment on first use. The whole server is one build
 * (src/server/entry.ts), so this module, and this variable, exist once per process.
 */
let current: Promise<Database> | undefined;

export function installDatabase(database: Promise<Database> | Database): void {
  current = Promise.resolve(database);
}

/** The database installed or opened so far, without opening one (for the metrics' pool gauges). */
export function openedDatabase(): Promise<Database> | undefined {
  return current;
}

/** The process's database, opened from the environment and migrated on first use. */
export function database(): Promise<Database> {
  current ??= (async () => {
    const cfg = config();
    const db = await openDatabase({ url: cfg.DATABASE_URL, pgliteDir: cfg.PGLITE_DIR });
    await applyMigrations(db);
    return db;
  })();
  return current;
}
