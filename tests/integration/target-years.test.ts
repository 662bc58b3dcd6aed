import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { createMembers, OPERATOR, placeBuy, setWindow, supplyFit } from '../fixtures/auction-fixtures';
import { seededYears } from '../fixtures/target-years';
import type { Db } from '../../src/lib/server/db';
import type { AuthContext } from '../../src/lib/server/auth/session-context';
import { rowsOf } from '../../src/lib/server/db/raw-rows';
import { seed } from '../../src/lib/server/services/seed';
import { createTargetYear } from '../../src/lib/server/services/codes/create-target-year';
import { createRound } from '../../src/lib/server/services/auctions/create-round';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { marketInstant } from '../../src/lib/server/services/auctions/market-clock';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';
import { getCodes } from '../../src/lib/server/services/codes/get-codes';
import { getAccountBalances } from '../../src/lib/server/services/accounts/get-account-balances';
import { getAccountHistories } from '../../src/lib/server/services/accounts/get-account-histories';
import { accountBalanceQuery, accountHistoryQuery } from '../../src/lib/schemas/accounts';
import { adminCreateTargetYearRequest } from '../../src/lib/schemas/admin-target-years';

const HOUR = 3_600_000;

/**
 * A target year created by the operator (FY2027 on a system seeded with FY2023–2026, as
 * one set up before the years followed the business date) carries its calendar and price bands,
 * takes rounds, bids and a FIT clearing, and its members read it through the year's views like any
 * seeded year.
 */
describe.each(testTargets())('target years created by the operator on %s', (target) => {
  let t: TestDatabase;
  let db: Db;
  let buyer: AuthContext;

  beforeAll(async () => {
    t = await freshDatabase(target, { seed: 'none' });
    db = t.database.db;
    await seed(db, { demo: false, asOf: '2025-12-07' });
    [buyer] = (await createMembers(db, 1, { prefix: 'TY' })) as [AuthContext];
  });
  afterAll(async () => {
    await t.drop();
  });

  it('creates FY2027 with its calendar, the previous year’s bands unless given, and an audit row', async () => {
    expect(await seededYears(db)).toEqual([2023, 2024, 2025, 2026]);
    const created = await createTargetYear(
      db,
      OPERATOR,
      adminCreateTargetYearRequest.parse({
        fiscalYear: 2027,
        priceBands: [{ productCd: 1, minPrice: '0.30', maxPrice: 4.5 }],
      }),
    );
    expect(created).toMatchObject({
      fiscalYear: 2027,
      startDate: '2027-04-01',
      endDate: '2028-03-31',
      usableUntil: '2028-06-30',
    });
    expect(created.priceBands.map((b) => [b.productCd, b.minPrice, b.maxPrice])).toEqual([
      [1, 0.3, 4.5],
      [2, 0.6, 1.3],
      [3, 0.6, 1.3],
    ]);
    const codes = await getCodes(db);
    expect(codes.bidPriceLimitList.filter((l) => l.fiscalYear === 2027).map((l) => l.minPrice)).toEqual([
      0.3, 0.6, 0.6,
    ]);
    const [audit] = await rowsOf<{ actor_type: string; actor_id: string; entity_id: string }>(
      db,
      sql`select actor_type, actor_id, entity_id from audit_log where action = 'target-year.create'`,
    );
    expect(audit).toMatchObject({ actor_type: 'operator', entity_id: '2027' });
  });

  it('refuses a year that exists (409) and one out of range (422), changing nothing', async () => {
    await updateSystemSettings(db, OPERATOR, { businessDate: '2026-12-07' });
    try {
      const attempt = (fiscalYear: number) =>
        createTargetYear(db, OPERATOR, adminCreateTargetYearRequest.parse({ fiscalYear }));
      await expect(attempt(2027)).rejects.toMatchObject({
        status: 409,
        message: '2027年度の対象年度は既に作成されています。',
      });
      await expect(attempt(2029)).rejects.toMatchObject({
        status: 422,
        message:
          '2029年度は作成できません。作成できる対象年度は2023～2028年度です（最も古い対象年度から、業務日付の年度の2年後まで）。',
      });
      await expect(attempt(2022)).rejects.toMatchObject({ status: 422 });
      expect(await seededYears(db)).toEqual([2023, 2024, 2025, 2026, 2027]);
    } finally {
      await updateSystemSettings(db, OPERATOR, { businessDate: null });
    }
  });

  it('of two creations of one year at once, one creates it and the other is refused (409)', async () => {
    const attempt = () => createTargetYear(db, OPERATOR, adminCreateTargetYearRequest.parse({ fiscalYear: 2028 }));
    const outcomes = await Promise.allSettled([attempt(), attempt()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused.map((o) => (o as PromiseRejectedResult).reason)).toMatchObject([{ status: 409 }]);
    const bands = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from bid_price_limits l join target_years y on y.id = l.target_year_id where y.target_year = 2028`,
    );
    expect(bands).toEqual([{ n: 3 }]);
  });

  it('takes a round, bids and a FIT clearing, read through the year’s views', async () => {
    const { at } = await marketInstant(db);
    const round = await createRound(db, OPERATOR, {
      fiscalYear: 2027,
      roundNo: 1,
      opensAt: new Date(at.getTime() - HOUR),
      closesAt: new Date(at.getTime() + HOUR),
    });
    const fit = round.find((a) => a.productCd === 1)!;
    expect(fit.marketNo).toBe(202711);
    await supplyFit(db, fit.marketNo, [
      { facilityId: 'F-TY-1', volume: 3_000 },
      { facilityId: 'F-TY-2', volume: 2_000 },
    ]);
    // The created year's band is the bid's limit: 0.30 is inside it, 0.29 is not.
    await expect(placeBuy(db, buyer, { productCd: 1, price: '0.29', volume: 100 })).rejects.toThrow();
    await placeBuy(db, buyer, { productCd: 1, price: '0.30', volume: 4_000, preferences: [{ equipmentId: 'F-TY-1' }] });
    await setWindow(db, fit.marketNo, { closesAt: new Date(at.getTime() - 1_000) });
    expect((await clearAuction(db, OPERATOR, fit.marketNo)).contractedVolume).toBe(4_000);

    const [view] = await rowsOf<{ lots: string }>(
      db,
      sql`select pg_get_viewdef(c.oid) as lots from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'ledger_of_year_' || (select id from target_years where target_year = 2027) and c.relname = 'holdings'`,
    );
    expect(view?.lots).toContain('holdings_lot_202711');
    const balances = await getAccountBalances(
      db,
      buyer.organizationId,
      accountBalanceQuery.parse({ fiscalYear: '2027', productCd: '1', offset: '0', limit: '10', count: 'true' }),
    );
    expect(balances.accountBalanceList.map((l) => [l.equipmentId, l.balance])).toEqual([
      ['F-TY-1', 3_000],
      ['F-TY-2', 1_000],
    ]);
    const history = await getAccountHistories(
      db,
      buyer.organizationId,
      accountHistoryQuery.parse({ fiscalYear: '2027', productCd: '1', offset: '0', limit: '10', count: 'true' }),
    );
    expect(history.accountHistoryList.map((l) => [l.reference, l.equipmentId, l.volume])).toEqual(
      expect.arrayContaining([
        ['市場番号 202711', 'F-TY-1', 3_000],
        ['市場番号 202711', 'F-TY-2', 1_000],
      ]),
    );
  });
});
