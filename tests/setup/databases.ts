import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/lib/server/db/client';
import { applyMigrations } from '../../src/lib/server/db/migrate';
import { seed } from '../../src/lib/server/services/seed';

export type TargetName = 'pglite' | 'postgres';

export interface TestDatabase {
  database: Database;
  /** Connection string of the fresh PostgreSQL database (undefined for PGlite). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * The databases every database suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is
 * set. CI sets REQUIRE_POSTGRES so that a missing PostgreSQL fails rather than skips.
 */
export function testTargets(): TargetName[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set');
  return ['pglite'];
}

/**
 * A fresh, migrated database. seed: 'codes' the code master; 'members' also the demo members and
 * users (the default); 'demo' also the demo ledger (facilities, holdings, certificates).
 */
export type SeedMode = 'none' | 'codes' | 'members' | 'demo';
export async function freshDatabase(
  target: TargetName,
  options: { seed?: SeedMode; poolSize?: number } = {},
): Promise<TestDatabase> {
  let result: TestDatabase;
  if (target === 'pglite') {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    result = { database, drop: () => database.close() };
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `nfc_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: options.poolSize ?? 10 });
    result = {
      database,
      url: url.toString(),
      drop: async () => {
        await database.close();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  await applyMigrations(result.database);
  const mode = options.seed ?? 'members';
  if (mode !== 'none')
    await seed(result.database.db, { demo: mode === 'codes' ? false : mode === 'members' ? 'members' : 'full' });
  return result;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
