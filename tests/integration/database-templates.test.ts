import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { dropTemplates } from '../setup/database-templates';

/** Every row of the tables the seeds fill, as text, in a stable order. */
async function contents(t: TestDatabase): Promise<string[]> {
  const tables = ['organizations', 'users', 'prefectures', 'municipalities', 'target_years'];
  const listed = (await t.database.db.execute(
    sql.raw(`select table_schema || '.' || table_name as row from information_schema.tables
             where table_schema not in ('pg_catalog', 'information_schema') order by 1`),
  )) as unknown as { rows: { row: string }[] };
  const out = listed.rows.map((r) => `table ${r.row}`);
  for (const table of tables) {
    const result = (await t.database.db.execute(
      sql.raw(`select to_jsonb(t)::text as row from ${table} t order by 1`),
    )) as unknown as { rows: { row: string }[] };
    // A password hash has its own salt and a row its own creation time each time it is seeded:
    // compare that they are there, not their values.
    const masked = (row: string) =>
      row.replace(/"\$argon2id\$[^"]+"/g, '"<argon2id>"').replace(/"\d{4}-\d\d-\d\dT[^"]+"/g, '"<time>"');
    out.push(...result.rows.map((r) => `${table} ${masked(r.row)}`));
  }
  return out;
}

describe.each(testTargets())('test databases from a template on %s', (target) => {
  const saved = process.env.TEST_RUN_ID;
  const runId = `tpltest_${randomBytes(3).toString('hex')}`;
  beforeAll(() => {
    delete process.env.TEST_RUN_ID;
  });
  afterAll(async () => {
    process.env.TEST_RUN_ID = runId;
    await dropTemplates(process.env.TEST_DATABASE_URL);
    if (saved === undefined) delete process.env.TEST_RUN_ID;
    else process.env.TEST_RUN_ID = saved;
  });

  it('a copy of the run template holds what migrating and seeding a new database gives', async () => {
    const seeded = await freshDatabase(target, { seed: 'members' });
    const expected = await contents(seeded);
    await seeded.drop();
    expect(expected.filter((r) => r.startsWith('users ')).length).toBeGreaterThan(3);

    process.env.TEST_RUN_ID = runId;
    const first = await freshDatabase(target, { seed: 'members' });
    const second = await freshDatabase(target, { seed: 'members' });
    expect(await contents(first)).toEqual(expected);
    expect(await contents(second)).toEqual(expected);
    // Copies, not one database: a write to one is not in the other.
    await first.database.db.execute(sql`delete from users`);
    expect((await contents(second)).filter((r) => r.startsWith('users ')).length).toBeGreaterThan(3);
    await first.drop();
    await second.drop();
    delete process.env.TEST_RUN_ID;
  }, 180_000);

  it('the run ends without its templates', async () => {
    process.env.TEST_RUN_ID = runId;
    const t = await freshDatabase(target, { seed: 'codes' });
    await t.drop();
    await dropTemplates(process.env.TEST_DATABASE_URL);
    delete process.env.TEST_RUN_ID;
    expect(existsSync(path.join(tmpdir(), `nfc_tpl_${runId}_codes.tar`))).toBe(false);
    if (target === 'postgres') {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      const { rowCount } = await client.query('select 1 from pg_database where datname like $1', [`nfc_tpl_${runId}%`]);
      await client.end();
      expect(rowCount).toBe(0);
    }
  }, 180_000);
});
