import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** Anything that runs a raw statement: the database, a transaction. */
export type Runner = Pick<Db, 'execute'> | Pick<Tx, 'execute'>;

/**
 * The rows of a raw statement (`execute(sql…)`). Both drivers, node-postgres and PGlite, answer
 * with `{ rows }`; drizzle types that answer per driver, so the one cast lives here.
 */
export async function rowsOf<T>(db: Runner, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
