import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { seedLedgerWorld } from '../fixtures/ledger-world';
import { organizations } from '../../src/lib/server/db/schema';
import {
  buildCertification,
  buildReservation,
  buildTransfer,
  type JournalEntry,
  type LedgerResult,
} from '../../src/lib/domain/ledger';
import { persistEntry } from '../../src/lib/server/services/ledger/persist-entry';
import { persistEntryInBulk } from '../../src/lib/server/services/ledger/persist-entry-in-bulk';
import { rowsOf } from '../../src/lib/server/db/raw-rows';
import type { Db } from '../../src/lib/server/db';

const META = { actor: 'test', businessDate: '2026-11-25', reference: 'bulk test' };

function built(result: LedgerResult<JournalEntry>): JournalEntry {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

async function memberId(db: Db, memberNumber: string): Promise<number> {
  const [org] = await db.select().from(organizations).where(eq(organizations.memberNumber, memberNumber));
  return org!.id;
}

/** An entry's postings as the history reads them, in the order they were written. */
async function postingsOf(db: Db, entryId: number) {
  return rowsOf<Record<string, unknown>>(
    db,
    sql`select holding_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, volume::text
          from postings where entry_id = ${entryId} order by id`,
  );
}

/** Every holding's balance and reservation, and the number of journal entries. */
async function ledgerState(db: Db) {
  const lines = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id, balance::text, reserved::text from holdings order by id`,
  );
  const [entries] = await rowsOf<{ n: string }>(db, sql`select count(*)::text as n from journal_entries`);
  return { lines, entries: entries!.n };
}

describe.each(testTargets())('the bulk path of the ledger on %s', (target) => {
  let t: TestDatabase;
  let generator: number;
  let retailer: number;
  beforeAll(async () => {
    t = await freshDatabase(target, { seed: 'members' });
    await seedLedgerWorld(t.database.db);
    generator = await memberId(t.database.db, '3001');
    retailer = await memberId(t.database.db, '1001');
  });
  afterAll(async () => t.drop());

  it('writes the same postings and balances as persistEntry for the same entry', async () => {
    const db = t.database.db;
    const entry = built(
      buildCertification({
        memberId: generator,
        targetYear: 2026,
        productCd: 3,
        lines: [
          { facilityId: 'N-T1', volume: 1_200 },
          { facilityId: 'N-T2', volume: 34 },
        ],
      }),
    );
    const one = await db.transaction((tx) => persistEntry(tx, entry, META));
    const two = await db.transaction((tx) => persistEntryInBulk(tx, entry, META));
    expect(two.entryId).not.toBe(one.entryId);
    const first = await postingsOf(db, one.entryId!);
    expect(first).toHaveLength(4);
    expect(await postingsOf(db, two.entryId!)).toEqual(first);
    const [moved] = await rowsOf<{ balance: string }>(
      db,
      sql`select sum(balance)::text as balance from holdings
           where organization_id = ${generator} and product_cd = 3 and holding_class_cd = 1`,
    );
    expect(moved!.balance).toBe(String(2 * (1_200 + 34)));
  });

  it('refuses an entry that would take more than a line holds, and writes nothing', async () => {
    const db = t.database.db;
    const before = await ledgerState(db);
    const entry = built(
      buildTransfer({
        fromMemberId: generator,
        toMemberId: retailer,
        targetYear: 2026,
        productCd: 2,
        lines: [
          { holdingClassCd: 1, facilityId: 'N-T1', volume: 10 },
          { holdingClassCd: 1, facilityId: 'N-T2', volume: 5_001 },
        ],
      }),
    );
    await expect(db.transaction((tx) => persistEntryInBulk(tx, entry, META))).rejects.toMatchObject({
      code: 'C_AC_001',
    });
    expect(await ledgerState(db)).toEqual(before);
  });

  it('does not release what a sell bid reserved: a line with reserved volume keeps it available', async () => {
    const db = t.database.db;
    const reserve = built(
      buildReservation({ memberId: generator, targetYear: 2026, productCd: 2, facilityId: 'N-T2', volume: 4_000 }),
    );
    await db.transaction((tx) => persistEntry(tx, reserve, META));
    const before = await ledgerState(db);
    const transfer = built(
      buildTransfer({
        fromMemberId: generator,
        toMemberId: retailer,
        targetYear: 2026,
        productCd: 2,
        lines: [{ holdingClassCd: 1, facilityId: 'N-T2', volume: 1_001 }],
      }),
    );
    await expect(db.transaction((tx) => persistEntryInBulk(tx, transfer, META))).rejects.toMatchObject({
      code: 'C_AC_001',
    });
    expect(await ledgerState(db)).toEqual(before);
    await expect(db.transaction((tx) => persistEntryInBulk(tx, reserve, META))).rejects.toThrow(/postings only/);
  });

  it('writes two entries in one transaction (its staging table is its own each time)', async () => {
    const db = t.database.db;
    const certify = (facilityId: string, volume: number) =>
      built(
        buildCertification({ memberId: generator, targetYear: 2026, productCd: 2, lines: [{ facilityId, volume }] }),
      );
    const ids = await db.transaction(async (tx) => [
      (await persistEntryInBulk(tx, certify('N-T1', 7), META)).entryId!,
      (await persistEntryInBulk(tx, certify('N-T2', 9), META)).entryId!,
    ]);
    expect((await postingsOf(db, ids[0]!)).map((p) => p.volume)).toEqual(['-7', '7']);
    expect((await postingsOf(db, ids[1]!)).map((p) => p.volume)).toEqual(['-9', '9']);
  });
});
