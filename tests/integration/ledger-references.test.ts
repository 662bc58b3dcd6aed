import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { seedLedgerWorld } from '../fixtures/ledger-world';
import type { Db } from '../../src/lib/server/db';

/** The message of a statement's failure (drizzle wraps the driver's error as its cause). */
async function refusal(db: Db, statement: string): Promise<string> {
  return db.execute(sql.raw(statement)).then(
    () => 'accepted',
    (e: Error & { cause?: Error }) => `${e.message} ${e.cause?.message ?? ''}`,
  );
}

/*
 * Holdings and postings reference accounts, organizations, target years, facilities, journal
 * entries and holdings through statement-level checks instead of per-row foreign keys
 * (migration 0006): the same rows must still be refused.
 */
describe.each(testTargets())('ledger references on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(target);
    await seedLedgerWorld(t.database.db);
  });
  afterAll(async () => t.drop());

  const holding = (account: string, org: string, year: string, facility: string) =>
    `insert into holdings (account_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id)
     values (${account}, ${org}, ${year}, 2, 1, ${facility})`;
  const member = `(select id from accounts where organization_id is not null order by id limit 1)`;
  const org = `(select organization_id from accounts where organization_id is not null order by id limit 1)`;
  const year = `(select id from target_years order by id limit 1)`;

  it('refuses holdings that name a missing facility, account, organization or target year', async () => {
    const db = t.database.db;
    expect(await refusal(db, holding(member, org, year, `'NO-SUCH'`))).toContain('names no facility');
    expect(await refusal(db, holding('999999', org, year, `'N-T1'`))).toContain('names no account');
    expect(await refusal(db, holding(member, '999999', year, `'N-T1'`))).toContain('names no organization');
    expect(await refusal(db, holding(member, org, '999999', `'N-T1'`))).toContain('names no target year');
  });

  it('refuses postings that name a missing entry or holding', async () => {
    const db = t.database.db;
    const posting = (entry: string, holdingId: string) =>
      `insert into postings (entry_id, holding_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, volume)
       values (${entry}, ${holdingId}, null, 1, 2, 0, 'N-T1', 1)`;
    const anyEntry = '(select max(id) from journal_entries)';
    const anyHolding = '(select max(id) from holdings)';
    expect(await refusal(db, posting('999999', anyHolding))).toContain('names no journal entry');
    expect(await refusal(db, posting(anyEntry, '999999'))).toContain('names no holding');
  });

  it('keeps the ledger append-only and what it references in place', async () => {
    const db = t.database.db;
    expect(await refusal(db, 'delete from holdings')).toContain('never deleted');
    expect(await refusal(db, 'delete from postings')).toContain('never deleted');
    expect(await refusal(db, `update holdings set facility_id = 'N-T2'`)).toContain('never deleted');
    const facility = (id: string) =>
      sql.raw(`insert into facilities (id, name, address, prefecture_cd, re_type_cd, plant_group_cd, capacity_w, operation_start_date, is_fit)
               values ('${id}', '参照テスト', '東京都千代田区1丁目1番地', '130001', 1, 1, 1000, '2015-04-01', false)`);
    await db.execute(facility('HELD'));
    expect(await refusal(db, holding(member, org, year, `'HELD'`))).toBe('accepted');
    expect(await refusal(db, `delete from facilities where id = 'HELD'`)).toContain('still referenced by holdings');
    // A facility nobody holds can still go (the master data is not frozen by the ledger).
    await db.execute(facility('UNUSED'));
    expect(await refusal(db, `delete from facilities where id = 'UNUSED'`)).toBe('accepted');
  });

  it('refuses TRUNCATE and key changes of what the ledger references (as the foreign keys did)', async () => {
    const db = t.database.db;
    for (const table of ['facilities', 'accounts', 'organizations', 'target_years']) {
      expect(await refusal(db, `truncate ${table} cascade`)).toContain('never truncated');
    }
    for (const table of ['holdings', 'postings', 'journal_entries']) {
      expect(await refusal(db, `truncate ${table} cascade`)).toContain('never deleted');
    }
    expect(await refusal(db, `update facilities set id = 'RENAMED' where id = 'N-T1'`)).toContain('never changes');
    expect(await refusal(db, `update accounts set id = id + 1000000 where id = ${member}`)).toContain('never changes');
    expect(await refusal(db, `update organizations set id = id + 1000000 where id = ${org}`)).toContain(
      'never changes',
    );
    expect(await refusal(db, `update target_years set id = id + 1000000 where id = ${year}`)).toContain(
      'never changes',
    );
    // Writing id unchanged (an ORM setting every column) is not a key change.
    expect(await refusal(db, `update facilities set id = id where id = 'N-T1'`)).toBe('accepted');
  });
});
