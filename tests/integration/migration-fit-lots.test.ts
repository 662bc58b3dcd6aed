import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, applyMigrations } from '../../src/lib/server/db/migrate';
import { seedCodeMaster } from '../../src/lib/server/services/seed/code-master';
import type { Database, Db } from '../../src/lib/server/db';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';

/** The migrations before 0014, in a folder of their own (drizzle applies a folder's journal in order). */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nfc-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const keep = journal.entries.findIndex((e) => e.tag.startsWith(tag));
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, keep) }));
  return dir;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Migration 0014 (decision 0019) on a ledger written the old way: FIT supply per facility in the
 * system accounts, and a return written per facility.
 */
describe.each(testTargets())('migration 0014 on a ledger of before on %s', (target) => {
  let t: TestDatabase;
  let db: Db;
  let before: string;

  beforeAll(async () => {
    t = await freshDatabase(target, { seed: 'none' });
    db = t.database.db;
  });
  afterAll(async () => {
    rmSync(before, { recursive: true, force: true });
    await t.drop();
  });

  it('moves the FIT supply into its pool line, keeps the returns and snapshots the supply’s attributes', async () => {
    // The fresh database was migrated to the end; start again from 0013 in a new schema state.
    await resetToBefore(t.database, (before = migrationsBefore('0014')));
    await seedCodeMaster(db);
    await db.execute(sql`
      insert into facilities (id, name, address, prefecture_cd, municipality_cd, re_type_cd, plant_group_cd, capacity_w, operation_start_date, is_fit)
      values ('F-OLD-1', '旧FIT1', '東京都', '130001', '131016', 1, 1, 1000, '2015-04-01', true),
             ('F-OLD-2', '旧FIT2', '大阪府', '270008', null, 2, 1, 1000, '2015-04-01', true)`);
    await db.execute(sql`
      insert into auctions (market_no, target_year_id, fiscal_year, round_no, product_cd, opens_at, closes_at, cleared_at)
      select 202611, id, 2026, 1, 1, now() - interval '2 days', now() - interval '1 day', now()
        from target_years where target_year = 2026`);
    await db.execute(sql`
      insert into auction_supplies (auction_id, facility_id, volume)
      select a.id, f, 4000 from auctions a, unnest(array['F-OLD-1', 'F-OLD-2']) f where a.market_no = 202611`);
    // What loads and an old clearing left: 5,000 and 3,000 kWh per facility in the FIT supply, the
    // certification source's mirror lines, and a return entry of one posting per facility.
    await db.execute(sql`
      insert into holdings (account_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, balance, allow_negative)
      select a.id, null, y.id, 1, 0, f.id, case when a.kind = 'fit_supply' then f.v else -f.v end, a.kind = 'certification_source'
        from accounts a, target_years y, (values ('F-OLD-1', 5000), ('F-OLD-2', 3000)) f(id, v)
       where a.kind in ('fit_supply', 'certification_source') and y.target_year = 2026`);
    await db.execute(sql`
      with e as (insert into journal_entries (kind, actor, business_date, reference)
                 values ('clearing', 'test', '2026-11-01', '市場番号 202611 FIT供給 売れ残り返還') returning id)
      insert into postings (entry_id, holding_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, volume)
      select e.id, h.id, null, h.target_year_id, 1, 0, h.facility_id, case when a.kind = 'fit_supply' then -700 else 700 end
        from e, holdings h join accounts a on a.id = h.account_id where h.facility_id like 'F-OLD-%'`);

    await applyMigrations(t.database);

    const lines = await rows<{ kind: string; facility_id: string; balance: string }>(
      db,
      sql`select a.kind, h.facility_id, h.balance::text as balance from holdings h join accounts a on a.id = h.account_id
           where a.kind = 'fit_supply' order by h.facility_id`,
    );
    expect(lines).toEqual([
      { kind: 'fit_supply', facility_id: '*', balance: '8000' },
      { kind: 'fit_supply', facility_id: 'F-OLD-1', balance: '0' },
      { kind: 'fit_supply', facility_id: 'F-OLD-2', balance: '0' },
    ]);
    const [moved] = await rows<{ postings: number; net: string }>(
      db,
      sql`select count(*)::int as postings, sum(p.volume)::text as net from journal_entries e
            join postings p on p.entry_id = e.id where e.reference = 'FIT供給を年度ごとの一行へ集約'`,
    );
    expect(moved).toEqual({ postings: 3, net: '0' });
    expect(
      await rows(
        db,
        sql`select facilities, volume::int as volume from fit_supply_returns r join auctions a on a.id = r.auction_id where a.market_no = 202611`,
      ),
    ).toEqual([{ facilities: 2, volume: 1400 }]);
    expect(
      await rows(
        db,
        sql`select facility_id, prefecture_cd, municipality_cd, re_type_cd, plant_group_cd from auction_supplies order by facility_id`,
      ),
    ).toEqual([
      { facility_id: 'F-OLD-1', prefecture_cd: '130001', municipality_cd: '131016', re_type_cd: 1, plant_group_cd: 1 },
      { facility_id: 'F-OLD-2', prefecture_cd: '270008', municipality_cd: null, re_type_cd: 2, plant_group_cd: 1 },
    ]);
    const [collation] = await rows<{ collation: string }>(
      db,
      sql`select collation_name as collation from information_schema.columns
           where table_name = 'auction_supplies' and column_name = 'facility_id'`,
    );
    expect(collation!.collation).toBe('C');
  });
});

/** Drops every table of the application and migrates again with the given folder. */
async function resetToBefore(database: Database, folder: string): Promise<void> {
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
  else await migratePostgres(database.db as never, { migrationsFolder: folder });
}
