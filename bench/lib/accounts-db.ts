import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/lib/server/db/client';
import { applyMigrations } from '../../src/lib/server/db/migrate';
import { seed } from '../../src/lib/server/services/seed';
import { hashPassword } from '../../src/lib/server/auth/password-hash';
import { generateLedger, sizesFromEnv, type GeneratedLedger } from './accounts-data';
import type { CapturedQuery } from './accounts-load';

/** One statement on a short-lived connection (create/drop database, server facts). */
export async function runOnce(url: string, sql: string): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

/**
 * Creates the database `name`, migrates it, loads the code master and generates the ledger; or,
 * with `reuse`, reads back what an earlier kept run generated (stored in bench_meta).
 */
export async function prepareLedger(adminUrl: string, name: string, reuse: boolean): Promise<GeneratedLedger> {
  const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  if (reuse) return (await runOnce(dbUrl, 'select data from bench_meta')).rows[0].data as GeneratedLedger;
  await runOnce(adminUrl, `create database ${name}`);
  const database = await openDatabase({ url: dbUrl, poolSize: 2 });
  await applyMigrations(database);
  await seed(database.db, { demo: false });
  await database.close();
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const generated = await generateLedger(c, sizesFromEnv(), await hashPassword('Demo#Pass2026'));
    await c.query('create table bench_meta (data jsonb not null)');
    await c.query('insert into bench_meta values ($1)', [JSON.stringify(generated)]);
    return generated;
  } finally {
    await c.end();
  }
}

/** A drizzle handle that records every statement it sends (text and parameters). */
export function recordingDb(pool: pg.Pool): { db: Db; captured: CapturedQuery[] } {
  const captured: CapturedQuery[] = [];
  const db = drizzle(pool, {
    logger: { logQuery: (text, params) => void captured.push({ text, params }) },
  }) as unknown as Db;
  return { db, captured };
}
