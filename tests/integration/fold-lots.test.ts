import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import {
  createMembers,
  createRoundAuctions,
  OPERATOR,
  placeBuy,
  setWindow,
  supplyFit,
} from '../fixtures/auction-fixtures';
import { LEDGER_INVARIANTS } from '../fixtures/ledger-invariants';
import type { Db, Executor } from '../../src/lib/server/db';
import type { AuthContext } from '../../src/lib/server/auth/session-context';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { lotsOf } from '../../src/lib/server/db/lot-ddl';
import { rowsOf } from '../../src/lib/server/db/raw-rows';
import { lotCommands } from '../../src/cli/commands/lot-commands';
import { foldYearLots, listYearLots } from '../../src/lib/server/services/ledger/fold-lots';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';
import { findBalancePage } from '../../src/lib/server/repositories/account-balances';
import { findHistoryPage } from '../../src/lib/server/repositories/account-histories';

/**
 * The lots of a closed target year fold back into holdings and postings, in one
 * transaction, once; members read the same balances and histories before, during and after. Lots
 * come from real FIT clearings: FY2025 rounds 1 and 2 (closed once the business date is past
 * 2026/06/30) and FY2026 round 1 (open).
 */
describe.each(testTargets())('folding a closed year’s lots on %s', (target) => {
  let t: TestDatabase;
  let db: Db;
  let buyers: AuthContext[];

  const reads = (executor: Executor, buyer: AuthContext) =>
    Promise.all([
      findBalancePage(executor, buyer.organizationId, { fiscalYear: 2025, productCd: 1 }, { offset: 0, limit: 100 }),
      findHistoryPage(
        executor,
        buyer.organizationId,
        { fiscalYear: 2025, productCd: 1 },
        { offset: 0, limit: 100 },
        undefined,
        true,
      ),
    ]);
  const violations = async () => {
    const out: Record<string, number> = {};
    for (const [name, text] of Object.entries(LEDGER_INVARIANTS)) {
      const rows = await rowsOf<{ count: string }>(db, sql.raw(text));
      out[name] = Number(rows[0]!.count);
    }
    return out;
  };
  const parentRows = async () => {
    const [row] = await rowsOf<{ h: number; p: number }>(
      db,
      sql`select (select count(*) from only holdings)::int as h, (select count(*) from only postings)::int as p`,
    );
    return row!;
  };

  beforeAll(async () => {
    t = await freshDatabase(target);
    db = t.database.db;
    buyers = await createMembers(db, 2, { prefix: 'FL' });
    const rounds: [number, number][] = [
      [2025, 1],
      [2025, 2],
      [2026, 1],
    ];
    for (const [fiscalYear, roundNo] of rounds) {
      const auction = (await createRoundAuctions(db, { fiscalYear, roundNo, products: [1] }))[1];
      await supplyFit(
        db,
        auction.marketNo,
        [1, 2, 3].map((n) => ({ facilityId: `F-FOLD-${fiscalYear}-${roundNo}-${n}`, volume: 3_000 })),
      );
      for (const buyer of buyers) await placeBuy(db, buyer, { productCd: 1, price: '1.10', volume: 2_000 });
      await setWindow(db, auction.marketNo, { closesAt: new Date(Date.now() - 1_000) });
      await clearAuction(db, OPERATOR, auction.marketNo);
    }
  });
  afterAll(async () => {
    await updateSystemSettings(db, OPERATOR, { businessDate: null });
    await t.drop();
  });

  it('refuses an open year in Japanese, naming the day folding becomes possible', async () => {
    await updateSystemSettings(db, OPERATOR, { businessDate: '2026-06-30' });
    await expect(foldYearLots(db, OPERATOR, 2025)).rejects.toThrow(
      '2025年度はまだ締まっていないため、ロットを統合できません（証書の利用期限 2026/06/30 の翌日から統合できます）。',
    );
    expect(await lotsOf(db, 'holdings')).toHaveLength(3);
    const years = await listYearLots(db);
    expect(years.map((y) => [y.fiscalYear, y.marketNos.length, y.closed])).toEqual([
      [2025, 2, false],
      [2026, 1, false],
    ]);
  });

  it('leaves everything as it was when the fold fails part-way (one transaction)', async () => {
    await updateSystemSettings(db, OPERATOR, { businessDate: '2026-07-01' });
    const before = await parentRows();
    const failOnSecondStep = (p: { done: number }) => {
      if (p.done === 2) throw new Error('stopped after the first lot’s holdings and postings');
    };
    await expect(foldYearLots(db, OPERATOR, 2025, failOnSecondStep)).rejects.toThrow('stopped');
    expect(await lotsOf(db, 'holdings')).toHaveLength(3);
    expect(await lotsOf(db, 'postings')).toHaveLength(3);
    expect(await parentRows()).toEqual(before);
  });

  it('folds the closed year’s lots, keeps every balance, history line and invariant, and members read the same meanwhile', async () => {
    const before = await Promise.all(buyers.map((b) => reads(db, b)));
    expect(before[0]![0].lines.length).toBeGreaterThan(0);
    const parentsBefore = await parentRows();
    // On PostgreSQL, members read on connections of their own while the fold's transaction is open
    // (after the first lot's lines are copied, before any lot is detached).
    const memberPool = t.url ? new pg.Pool({ connectionString: t.url, max: 2 }) : undefined;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const memberDb = memberPool ? drizzle(memberPool) : undefined;
    let during: Promise<unknown[]> | undefined;
    const result = await foldYearLots(db, OPERATOR, 2025, (p) => {
      if (p.done === 1 && memberDb) during = Promise.all(buyers.map((b) => reads(memberDb as never, b)));
    });
    expect(result.lots).toBe(2);
    expect(result.message).toBe(
      `2025年度のロット 2 件（保有 ${result.holdings.toLocaleString('ja-JP')} 行、明細 ${result.postings.toLocaleString('ja-JP')} 行）を保有・明細テーブルへ統合しました。`,
    );
    expect(result.holdings).toBeGreaterThan(0);
    expect(await parentRows()).toEqual({ h: parentsBefore.h + result.holdings, p: parentsBefore.p + result.postings });
    expect(await lotsOf(db, 'holdings')).toEqual(['holdings_lot_202611']);
    expect(await lotsOf(db, 'postings')).toEqual(['postings_lot_202611']);
    expect(await Promise.all(buyers.map((b) => reads(db, b)))).toEqual(before);
    if (memberPool) {
      expect(await during).toEqual(before);
      await memberPool.end();
    }
    expect(Object.entries(await violations()).filter(([, n]) => n !== 0)).toEqual([]);
  });

  it('answers a repeat with a no-op message and changes nothing', async () => {
    const before = await parentRows();
    const again = await foldYearLots(db, OPERATOR, 2025);
    expect(again).toEqual({
      fiscalYear: 2025,
      lots: 0,
      holdings: 0,
      postings: 0,
      message: '2025年度のロットはありません（統合済みか、FIT約定がありません）。何も変更していません。',
    });
    expect(await parentRows()).toEqual(before);
  });

  it('folds and lists through the ops commands, saying what it did', async () => {
    const printed: string[] = [];
    const run = (name: string, options: Record<string, string>) =>
      lotCommands
        .find((c) => c.name === name)!
        .run({ db, actor: OPERATOR, args: [], options, print: (line) => printed.push(line) });
    await run('lots', {});
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(
      /^2026年度 {2}ロット 1 件（市場番号 202611） {2}約 \d+ 行 {2}2027\/06\/30 まで利用期間中$/,
    );
    await expect(run('fold-lots', { 'fiscal-year': '2026' })).rejects.toThrow('2026年度はまだ締まっていないため');
    printed.length = 0;
    await run('fold-lots', { 'fiscal-year': '2025' });
    expect(printed).toEqual([
      '2025年度のロットはありません（統合済みか、FIT約定がありません）。何も変更していません。',
    ]);
    await expect(run('fold-lots', { 'fiscal-year': '25' })).rejects.toThrow('対象年度は4桁の年で指定してください。');
  });
});
