/**
 * Test databases of one test run start as copies of a template made once in that run: migrating
 * and seeding takes seconds per database (PGlite: over ten on a busy machine), a copy a fraction,
 * and the database suites make over a hundred of them. PostgreSQL copies with CREATE DATABASE …
 * TEMPLATE; PGlite loads a data directory dumped once (dumpDataDir / loadDataDir, its public API).
 *
 * Only within a run (TEST_RUN_ID, set by scripts/test-all.sh), so that no template outlives the
 * code that made it; without it (one file run by hand) each database is migrated and seeded itself.
 * Only the clock-free seeds: 'demo' opens its auction windows around the time it is seeded.
 * Several processes ask at once (Vitest lanes, forks, Playwright): the first makes the template
 * under a lock (an advisory lock on PostgreSQL, a lock folder for PGlite), the others wait for it.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/lib/server/db/client';
import { applyMigrations } from '../../src/lib/server/db/migrate';
import { seed } from '../../src/lib/server/services/seed';

/** The business date the test databases' seed is chosen at (the demo of FY2026). */
const SUITES_BUSINESS_DATE = '2026-12-07';

export type TemplateSeed = 'none' | 'codes' | 'members';
const TEMPLATED = new Set<string>(['none', 'codes', 'members']);

/** The run's id as a database-name part, or undefined when templates are off. */
function runId(): string | undefined {
  const id = process.env.TEST_RUN_ID?.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return id ? id.slice(0, 30) : undefined;
}

export function templated(mode: string): mode is TemplateSeed {
  return runId() !== undefined && TEMPLATED.has(mode);
}

/** What freshDatabase does to a new database; a template holds exactly this. */
export async function migrateAndSeed(database: Database, mode: 'none' | 'codes' | 'members' | 'demo'): Promise<void> {
  await applyMigrations(database);
  if (mode !== 'none')
    // The suites are written around the demo of FY2026: its years at 2026-12-07 whatever the real date.
    await seed(database.db, {
      demo: mode === 'codes' ? false : mode === 'members' ? 'members' : 'market',
      asOf: SUITES_BUSINESS_DATE,
    });
}

const PREFIX = 'nfc_tpl_';
const templateName = (mode: TemplateSeed) => `${PREFIX}${runId()}_${mode}`;

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The run's PostgreSQL template of this seed, made now if no process has made it yet. */
export async function postgresTemplate(adminUrl: string, mode: TemplateSeed): Promise<string> {
  const name = templateName(mode);
  await withAdmin(adminUrl, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return;
      // Made under another name and renamed when complete: a copy never starts from half a template.
      const building = `${name}_b`;
      await client.query(`drop database if exists ${building}`);
      await client.query(`create database ${building}`);
      const database = await openDatabase({ url: databaseUrl(adminUrl, building), poolSize: 2 });
      try {
        await migrateAndSeed(database, mode);
      } finally {
        await database.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

const dumps = new Map<TemplateSeed, Promise<Blob>>();

/** The run's PGlite data directory of this seed, as dumped once (kept in memory per process). */
export function pgliteTemplate(mode: TemplateSeed): Promise<Blob> {
  let dump = dumps.get(mode);
  if (!dump) {
    dump = readOrMakeDump(mode);
    dumps.set(mode, dump);
  }
  return dump;
}

async function readOrMakeDump(mode: TemplateSeed): Promise<Blob> {
  const file = path.join(tmpdir(), `${templateName(mode)}.tar`);
  const lock = `${file}.lock`;
  for (const deadline = Date.now() + 300_000; !existsSync(file);) {
    try {
      mkdirSync(lock);
    } catch {
      // Another process makes it; a lock left by a killed process is taken over after 2 minutes.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 120_000) rmSync(lock, { recursive: true });
      if (Date.now() > deadline) throw new Error(`no PGlite template ${file} after 5 minutes`);
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      const database = await openDatabase({ pgliteDir: 'memory://' });
      try {
        await migrateAndSeed(database, mode);
        const dump = await database.pglite!.dumpDataDir('none');
        writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
        renameSync(`${file}.part`, file);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return new Blob([readFileSync(file)]);
}

/** Drops the run's templates (scripts/test-all.sh, when the run ends). */
export async function dropTemplates(adminUrl: string | undefined): Promise<void> {
  const id = runId();
  if (!id) return;
  for (const mode of TEMPLATED) rmSync(path.join(tmpdir(), `${PREFIX}${id}_${mode}.tar`), { force: true });
  if (!adminUrl) return;
  await withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${PREFIX}${id}\\_%`,
    ]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  });
}
