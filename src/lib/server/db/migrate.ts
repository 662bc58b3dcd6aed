import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client';
import { dropYearViews, refreshAllYearViews } from './year-views';
import { rowsOf } from './raw-rows';

/** Reviewed SQL migrations, applied in order; drizzle records what ran in drizzle.__drizzle_migrations. */
export const MIGRATIONS_DIR = path.resolve(process.env.MIGRATIONS_DIR ?? 'src/lib/server/db/migrations');

/** Arbitrary constant naming this application's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 7_201_604_001;

export async function applyMigrations(database: Database): Promise<void> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (database.kind === 'pglite') {
    await keepingYearViews(database, () => migratePglite(database.db as never, { migrationsFolder }));
    return;
  }
  // Two app servers starting together must not run the same migration twice.
  const lockClient = await database.pool!.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await keepingYearViews(database, () => migratePostgres(database.db as never, { migrationsFolder }));
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}

/**
 * The year views of holdings and postings (year-views.ts) are derived from them: dropped before
 * pending migrations (a migration may change or drop a column they show) and built again after
 * every start, in one transaction, so they always show the tables' current columns and lots.
 */
async function keepingYearViews(database: Database, migrate: () => Promise<unknown>): Promise<void> {
  if ((await pendingMigrationCount(database)) > 0) await dropYearViews(database.db);
  await migrate();
  await database.db.transaction((tx) => refreshAllYearViews(tx));
}

/**
 * Migrations in MIGRATIONS_DIR not yet recorded in the database (drizzle applies by timestamp, so
 * those newer than the last one recorded). Throws when the database cannot be reached.
 */
export async function pendingMigrationCount(database: Database): Promise<number> {
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const [recorded] = await rowsOf<{ t: string | null }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!recorded?.t) return files.length;
  const [latest] = await rowsOf<{ last: string | null }>(
    database.db,
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = Number(latest?.last ?? 0);
  return files.filter((m) => m.folderMillis > last).length;
}
