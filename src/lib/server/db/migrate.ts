import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

/** Reviewed SQL migrations, applied in order; drizzle records what ran in drizzle.__drizzle_migrations. */
export const MIGRATIONS_DIR = path.resolve(process.env.MIGRATIONS_DIR ?? 'src/lib/server/db/migrations');

/** Arbitrary constant naming this application's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 7_201_604_001;

export async function applyMigrations(database: Database): Promise<void> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  // Two app servers starting together must not run the same migration twice.
  const lockClient = await database.pool!.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(database.db as never, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}
