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
import { findBalancePage } from '../../src/lib/server/repositories/account-balances';
import { findHistoryPage } from '../../src/lib/server/repositories/account-histories';

/**
 * A member's balance and history of one target year plan over that year's lots only.
 * Every holdings and postings lot states its target year in a CHECK (postings lots since 0019), and
 * the members' list statements bind the year's id as a value, so the planner leaves the other
 * years' lots out (with 40 lots it planned and probed all of them). Lots from real FIT clearings:
 * FY2025 round 1 and FY2026 round 1.
 */
describe.each(testTargets())('a year’s reads leave other years’ lots out on %s', (target) => {
  let t: TestDatabase;
  let db: Db;
  let buyer: AuthContext;
  const yearIds = new Map<number, number>();

  const planOf = async (statement: ReturnType<typeof sql>) => {
    const result = (await db.execute(sql`explain (costs off) ${statement}`)) as unknown;
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
    return rows.map((r) => Object.values(r)[0]).join('\n');
  };

  beforeAll(async () => {
    t = await freshDatabase(target);
    db = t.database.db;
    [buyer] = (await createMembers(db, 1, { prefix: 'LP' })) as [AuthContext];
    for (const fiscalYear of [2025, 2026]) {
      const auction = (await createRoundAuctions(db, { fiscalYear, roundNo: 1, products: [1] }))[1];
      await supplyFit(db, auction.marketNo, [{ facilityId: `F-PRUNE-${fiscalYear}`, volume: 3_000 }]);
      await placeBuy(db, buyer, { productCd: 1, price: '1.10', volume: 2_000 });
      await setWindow(db, auction.marketNo, { closesAt: new Date(Date.now() - 1_000) });
      await clearAuction(db, OPERATOR, auction.marketNo);
      const result = (await db.execute(
        sql`select id from target_years where target_year = ${fiscalYear}`,
      )) as unknown as { id: number }[] | { rows: { id: number }[] };
      const [row] = Array.isArray(result) ? result : result.rows;
      yearIds.set(fiscalYear, Number(row!.id));
    }
  });
  afterAll(async () => {
    await t.drop();
  });

  it('plans the member’s lines and postings of 2026 over the 2026 lots only', async () => {
    const id = yearIds.get(2026)!;
    const member = buyer.organizationId;
    const holdingsPlan = await planOf(
      sql`select * from holdings where organization_id = ${member} and target_year_id = ${id} and product_cd = 1`,
    );
    expect(holdingsPlan).toContain('holdings_lot_202611');
    expect(holdingsPlan).not.toContain('holdings_lot_202511');
    const postingsPlan = await planOf(
      sql`select * from postings where organization_id = ${member} and target_year_id = ${id} and product_cd = 1`,
    );
    expect(postingsPlan).toContain('postings_lot_202611');
    expect(postingsPlan).not.toContain('postings_lot_202511');
  });

  it('shows each year’s own lines and postings through the members’ statements', async () => {
    for (const fiscalYear of [2025, 2026]) {
      const filters = { fiscalYear, productCd: 1 };
      const page = await findBalancePage(db, buyer.organizationId, filters, { offset: 0, limit: 100 });
      expect(page.lines.map((l) => [l.fiscalYear, l.facilityId, l.balance])).toEqual([
        [fiscalYear, `F-PRUNE-${fiscalYear}`, 2_000],
      ]);
      const history = await findHistoryPage(
        db,
        buyer.organizationId,
        filters,
        { offset: 0, limit: 100 },
        undefined,
        true,
      );
      expect(history.count).toBe(1);
      expect(history.lines.map((l) => [l.fiscalYear, l.facilityId, l.volume])).toEqual([
        [fiscalYear, `F-PRUNE-${fiscalYear}`, 2_000],
      ]);
    }
    const unknownYear = { fiscalYear: 2031, productCd: 1 };
    expect(await findBalancePage(db, buyer.organizationId, unknownYear, { offset: 0, limit: 100 })).toEqual({
      lines: [],
      count: 0,
      totalBalance: 0,
      totalExpired: 0,
    });
    expect(
      await findHistoryPage(db, buyer.organizationId, unknownYear, { offset: 0, limit: 100 }, undefined, true),
    ).toEqual({ lines: [], count: 0 });
  });
});
