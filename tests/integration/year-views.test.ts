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
import type { Db, Executor } from '../../src/lib/server/db';
import { openDatabase } from '../../src/lib/server/db/client';
import type { AuthContext } from '../../src/lib/server/auth/session-context';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { rowsOf } from '../../src/lib/server/db/raw-rows';
import { foldYearLots } from '../../src/lib/server/services/ledger/fold-lots';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';
import { applyMigrations } from '../../src/lib/server/db/migrate';
import { dropYearViews, viewReaderOf } from '../../src/lib/server/db/year-views';
import { findBalancePage } from '../../src/lib/server/repositories/account-balances';
import { findHistoryPage } from '../../src/lib/server/repositories/account-histories';

/**
 * A member's reads of one target year go through that year's views
 * (ledger_of_year_<id>.holdings / .postings), which name the year's lots. They must show exactly
 * the year's rows of the tables whatever happens to the lots: a FIT clearing adds one, a fold
 * removes them, a migration drops and rebuilds the views. Lots from real FIT clearings: FY2025
 * rounds 1 and 2, FY2026 round 1.
 */
describe.each(testTargets())('the year views of the ledger on %s', (target) => {
  let t: TestDatabase;
  let db: Db;
  let buyer: AuthContext;
  const yearIds = new Map<number, number>();

  /** Rows, volume and lots of a year: through its views, and through the tables themselves. */
  const yearFigures = async (fiscalYear: number) => {
    const id = yearIds.get(fiscalYear)!;
    const schema = sql.identifier(`ledger_of_year_${id}`);
    const [row] = await rowsOf<Record<string, string>>(
      db,
      sql`select (select count(*) || '/' || coalesce(sum(balance), 0) from ${schema}.holdings) as view_holdings,
                 (select count(*) || '/' || coalesce(sum(balance), 0) from holdings where target_year_id = ${id}) as holdings,
                 (select count(*) || '/' || coalesce(sum(volume), 0) from ${schema}.postings) as view_postings,
                 (select count(*) || '/' || coalesce(sum(volume), 0) from postings where target_year_id = ${id}) as postings`,
    );
    return row!;
  };
  const planOfView = async (fiscalYear: number) => {
    const id = yearIds.get(fiscalYear)!;
    const rows = await rowsOf<Record<string, string>>(
      db,
      sql`explain (costs off) select * from ${sql.identifier(`ledger_of_year_${id}`)}.holdings`,
    );
    return rows.map((r) => Object.values(r)[0]).join('\n');
  };
  const reads = () =>
    Promise.all(
      [2025, 2026].flatMap((fiscalYear) => [
        findBalancePage(db, buyer.organizationId, { fiscalYear, productCd: 1 }, { offset: 0, limit: 100 }),
        findHistoryPage(
          db,
          buyer.organizationId,
          { fiscalYear, productCd: 1 },
          { offset: 0, limit: 100 },
          undefined,
          true,
        ),
      ]),
    );

  beforeAll(async () => {
    t = await freshDatabase(target);
    db = t.database.db;
    [buyer] = (await createMembers(db, 1, { prefix: 'YV' })) as [AuthContext];
    for (const [fiscalYear, roundNo] of [
      [2025, 1],
      [2025, 2],
      [2026, 1],
    ] as const) {
      const auction = (await createRoundAuctions(db, { fiscalYear, roundNo, products: [1] }))[1];
      await supplyFit(db, auction.marketNo, [{ facilityId: `F-YV-${fiscalYear}-${roundNo}`, volume: 3_000 }]);
      await placeBuy(db, buyer, { productCd: 1, price: '1.10', volume: 2_000 });
      await setWindow(db, auction.marketNo, { closesAt: new Date(Date.now() - 1_000) });
      await clearAuction(db, OPERATOR, auction.marketNo);
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`select id from target_years where target_year = ${fiscalYear}`,
      );
      yearIds.set(fiscalYear, Number(row!.id));
    }
  });
  afterAll(async () => {
    await updateSystemSettings(db, OPERATOR, { businessDate: null });
    await t.drop();
  });

  it('shows exactly each year’s rows, naming that year’s lots and no other', async () => {
    for (const fiscalYear of [2025, 2026]) {
      const f = await yearFigures(fiscalYear);
      expect(f.view_holdings).toBe(f.holdings);
      expect(f.view_postings).toBe(f.postings);
      expect(Number(f.holdings?.split('/')[0])).toBeGreaterThan(0);
    }
    expect(await planOfView(2025)).toMatch(/holdings_lot_202511[\s\S]*holdings_lot_202521/);
    expect(await planOfView(2025)).not.toContain('holdings_lot_202611');
    expect(await planOfView(2026)).toContain('holdings_lot_202611');
    expect(await planOfView(2026)).not.toContain('holdings_lot_2025');
  });

  it('follows a fold: the folded year’s view reads the parent alone and shows the same rows', async () => {
    const before = await yearFigures(2025);
    const pagesBefore = await reads();
    await updateSystemSettings(db, OPERATOR, { businessDate: '2026-07-01' });
    expect((await foldYearLots(db, OPERATOR, 2025)).lots).toBe(2);
    expect(await yearFigures(2025)).toEqual(before);
    expect(await planOfView(2025)).not.toContain('_lot_');
    expect(await reads()).toEqual(pagesBefore);
  });

  it('runs the members’ reads over the views on generic plans on PostgreSQL, on the one connection on PGlite', async () => {
    if (target === 'pglite') {
      // One connection in the process: no pool to choose, the default plan cache.
      expect(viewReaderOf(db)).toBe(db);
      expect(t.database.viewPool).toBeUndefined();
      return;
    }
    // One view connection, so that the catalogue read below sees the statements the reads prepared.
    const own = await openDatabase({ url: t.url!, poolSize: 1, viewPoolSize: 1 });
    try {
      // More executions than the plan cache's five custom plans before it compares.
      for (let i = 0; i < 7; i++) {
        await findBalancePage(
          own.db,
          buyer.organizationId,
          { fiscalYear: 2026, productCd: 1 },
          { offset: i, limit: 1 },
        );
        await findHistoryPage(
          own.db,
          buyer.organizationId,
          { fiscalYear: 2026, productCd: 1 },
          { offset: i, limit: 1 },
          undefined,
          true,
        );
      }
      const plans = (reader: Executor) =>
        rowsOf<{ name: string; generic_plans: string; custom_plans: string }>(
          reader,
          sql`select name, generic_plans, custom_plans from pg_prepared_statements
                 where name ~ '^(balance|history)_page_.*_y[0-9]+$' order by name`,
        );
      const onViews = await plans(viewReaderOf(own.db));
      expect(onViews.map((p) => p.name.split('_')[0])).toEqual(['balance', 'history']);
      for (const p of onViews) expect([Number(p.custom_plans), Number(p.generic_plans)]).toEqual([0, 7]);
      // The main pool has none of them: its statements through the parents keep the default mode.
      expect(await plans(own.db)).toEqual([]);
      const [mode] = await rowsOf<{ plan_cache_mode: string }>(own.db, sql`show plan_cache_mode`);
      expect(mode!.plan_cache_mode).toBe('auto');
    } finally {
      await own.close();
    }
  });

  it('is rebuilt by the migrations, and members read the tables while a view is gone', async () => {
    const pagesBefore = await reads();
    await dropYearViews(db);
    // The members' statements were prepared on the views: they fall back to the tables.
    expect(await reads()).toEqual(pagesBefore);
    await applyMigrations(t.database);
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_views where schemaname like 'ledger_of_year_%'`,
    );
    expect(row!.n).toBe(4);
    expect((await yearFigures(2026)).view_holdings).toBe((await yearFigures(2026)).holdings);
    expect(await reads()).toEqual(pagesBefore);
  });
});
