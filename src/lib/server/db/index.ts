import { config } from '../config';
import { openDatabase, type Database } from './client';
import { applyMigrations } from './migrate';

export type { Database, Db, Executor, Tx } from './client';
export * as schema from './schema';

/*
 * One database per process. The handle lives on globalThis so that the bundled server, the start
 * script and test harnesses that load the same process share it rather than opening a second
 * PGlite on the same directory.
 */
const KEY = Symbol.for('nfc-trading.database');
type Holder = { [KEY]?: Promise<Database> };

export function installDatabase(database: Promise<Database> | Database): void {
  (globalThis as Holder)[KEY] = Promise.resolve(database);
}

/** The database installed or opened so far, without opening one (for the metrics' pool gauges). */
export function openedDatabase(): Promise<Database> | undefined {
  return (globalThis as Holder)[KEY];
}

/** The process's database, opened from the environment and migrated on first use. */
export function database(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => {
    const cfg = config();
    const db = await openDatabase({ url: cfg.DATABASE_URL, pgliteDir: cfg.PGLITE_DIR });
    await applyMigrations(db);
    return db;
  })();
  return holder[KEY];
}

export async function closeDatabase(): Promise<void> {
  const holder = globalThis as Holder;
  const current = holder[KEY];
  delete holder[KEY];
  if (current) await (await current).close();
}
