import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/lib/server/db/client';
import { databaseUrl, migrateAndSeed, pgliteTemplate, postgresTemplate, templated } from './database-templates';

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
  const mode = options.seed ?? 'members';
  // Within a test run, a copy of the run's template (tests/setup/database-templates.ts).
  const fromTemplate = templated(mode);
  let result: TestDatabase;
  if (target === 'pglite') {
    const pgliteDataDir = fromTemplate ? await pgliteTemplate(mode) : undefined;
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteDataDir });
    result = { database, drop: () => database.close() };
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `nfc_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const template = fromTemplate ? ` template ${await postgresTemplate(adminUrl, mode)}` : '';
    await adminQuery(adminUrl, `create database ${name}${template}`);
    const url = databaseUrl(adminUrl, name);
    const database = await openDatabase({ url, poolSize: options.poolSize ?? 10 });
    result = {
      database,
      url,
      drop: async () => {
        await database.close();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  if (!fromTemplate) await migrateAndSeed(result.database, mode);
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
