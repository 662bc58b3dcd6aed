import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import {
  createMembers,
  createRoundAuctions,
  OPERATOR,
  placeBuy,
  setWindow,
  supplyFit,
} from '../fixtures/auction-fixtures';
import type { Db } from '../../src/lib/server/db';
import type { AuthContext } from '../../src/lib/server/auth/session-context';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { applyToParentAndLots, lotGaps, lotsOf } from '../../src/lib/server/db/lot-ddl';

/**
 * Every lot carries every index, CHECK constraint and trigger of its parent (holdings
 * or postings), and a later change of the parents reaches the lots through applyToParentAndLots.
 * The lots come from real FIT clearings.
 */
describe.each(testTargets())('lot completeness on %s', (target) => {
  let t: TestDatabase;
  let db: Db;
  let buyer: AuthContext;

  beforeAll(async () => {
    t = await freshDatabase(target);
    db = t.database.db;
    [buyer] = (await createMembers(db, 1, { prefix: 'C' })) as [AuthContext];
    for (const roundNo of [1, 2]) {
      const auction = (await createRoundAuctions(db, { roundNo, products: [1] }))[1];
      await supplyFit(db, auction.marketNo, [{ facilityId: `F-CMP-${roundNo}`, volume: 3_000 }]);
      await placeBuy(db, buyer, { productCd: 1, price: '1.10', volume: 2_000 });
      await setWindow(db, auction.marketNo, { closesAt: new Date(Date.now() - 1_000) });
      await clearAuction(db, OPERATOR, auction.marketNo);
    }
  });
  afterAll(async () => {
    await t.drop();
  });

  it('finds two lots of each parent, each complete', async () => {
    expect(await lotsOf(db, 'holdings')).toHaveLength(2);
    expect(await lotsOf(db, 'postings')).toHaveLength(2);
    expect(await lotGaps(db)).toEqual([]);
  });

  it('names what a lot lacks when a parent gains an index or a trigger the lots do not get (a CHECK reaches them by itself)', async () => {
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`create index holdings_probe_idx on holdings (balance)`);
        await tx.execute(sql`create trigger probe_trigger before truncate on postings
        for each statement execute function ledger_append_only()`);
        const gaps = await lotGaps(tx);
        expect(gaps.map((g) => `${g.kind} ${g.parentName}`).sort()).toEqual([
          'index holdings_probe_idx',
          'index holdings_probe_idx',
          'trigger probe_trigger',
          'trigger probe_trigger',
        ]);
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!String(e).includes('Rollback')) throw e;
      });
  });

  it('applies a migration’s index and trigger to the parent and every lot', async () => {
    await db.transaction(async (tx) => {
      const tables = await applyToParentAndLots(tx, 'holdings', (table) => sql`create index on ${table} (balance)`);
      expect(tables).toEqual(['holdings', 'holdings_lot_202611', 'holdings_lot_202621']);
      await applyToParentAndLots(
        tx,
        'postings',
        (table) =>
          sql`create trigger probe_trigger before truncate on ${table} for each statement execute function ledger_append_only()`,
      );
      expect(await lotGaps(tx)).toEqual([]);
      // CHECK constraints are inherited: one added to the parent is on every lot at once.
      await tx.execute(sql`alter table holdings add constraint holdings_probe_check check (balance < 10000000000000)`);
      expect(await lotGaps(tx)).toEqual([]);
    });
  });

  it('lets a SQL migration apply its DDL to the parent and every lot (ledger_apply_to_parent_and_lots)', async () => {
    await db.transaction(async (tx) => {
      const changed = (await tx.execute(
        sql`select ledger_apply_to_parent_and_lots('postings', 'CREATE INDEX ON %I (volume)') as n`,
      )) as unknown as { rows: { n: number }[] };
      expect(changed.rows[0]!.n).toBe(3);
      expect(await lotGaps(tx)).toEqual([]);
    });
  });
});
