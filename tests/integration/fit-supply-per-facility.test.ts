import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { createMembers, createRoundAuctions, HOUR, OPERATOR, placeBuy, setWindow } from '../fixtures/auction-fixtures';
import { insertFacilities } from '../fixtures/ledger-fixtures';
import { auctionSupplies, fitSupplyRests } from '../../src/lib/server/db/schema';
import type { Db } from '../../src/lib/server/db';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { loadFitSupply } from '../../src/lib/server/services/auctions/load-fit-supply';
import { loadFitVolumes } from '../../src/lib/server/services/auctions/load-fit-volumes';
import { reofferFitRests } from '../../src/lib/server/services/auctions/fit-supply-rests';
import { auctionCommands } from '../../src/cli/commands/auction-commands';
import type { AuthContext } from '../../src/lib/server/auth/session-context';
import { AppError } from '../../src/lib/errors/app-error';
import { marketNoOf } from '../../src/lib/domain/auction';
import { fiscalYearOf } from '../../src/lib/domain/calendar/fiscal-year';
import { todayInTokyo } from '../../src/lib/server/clock';

/** Auctions the tests only load into open tomorrow: bids go to the one open auction of the product. */
const LATER = { opensInMs: 24 * HOUR, closesInMs: 25 * HOUR };

const rowsOf = (lines: [string, number][]) =>
  lines.map(([facilityId, volume], i) => ({ line: i + 2, facilityId, volume: String(volume) }));

async function ops(db: Db, name: string, options: Record<string, string>): Promise<string[]> {
  const lines: string[] = [];
  await auctionCommands
    .find((c) => c.name === name)!
    .run({ db, actor: OPERATOR, args: [], options, print: (l) => lines.push(l) });
  return lines;
}

async function supplyOf(db: Db, auctionId: number) {
  return (
    await db
      .select({ facilityId: auctionSupplies.facilityId, volume: auctionSupplies.volume })
      .from(auctionSupplies)
      .where(eq(auctionSupplies.auctionId, auctionId))
  ).sort((a, b) => a.facilityId.localeCompare(b.facilityId));
}

async function refusalOf(run: Promise<unknown>): Promise<AppError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Decision 0011: a facility is never offered beyond its FIT volume of the year (the pool per year once let a sold-out facility be offered again). */
describe.each(testTargets())('FIT supply bounded per facility on %s', (target) => {
  let t: TestDatabase;
  let db: Db;
  let buyer: AuthContext;
  // Four rounds a year: the first two tests use the current fiscal year's, the last two the next's.
  // Both by today's date: supply and re-offers need a year whose usable period is not over by the
  // calendar (decision 0029), and the test databases hold the current year and the next.
  const year = fiscalYearOf(todayInTokyo());
  const later = year + 1;

  beforeAll(async () => {
    t = await freshDatabase(target, { poolSize: 4 });
    db = t.database.db;
    buyer = (await createMembers(db, 1, { prefix: 'P', fit: true }))[0]!;
    await insertFacilities(
      db,
      ['F-PF-1', 'F-PF-2', 'F-PF-3', 'F-PF-4'].map((id) => ({ id, isFit: true })),
    );
    for (const fiscalYear of [year, later]) {
      const registered = await loadFitVolumes(
        db,
        OPERATOR,
        fiscalYear,
        rowsOf([
          ['F-PF-1', 10_000],
          ['F-PF-2', 4_000],
          ['F-PF-4', 6_000],
        ]),
      );
      expect(registered.rejected.badRows).toBe(0);
    }
  });
  afterAll(async () => {
    await t.drop();
  });

  it('refuses offers beyond the FIT volume, and facilities without one, with row errors; writes nothing', async () => {
    const a = (await createRoundAuctions(db, { fiscalYear: year, roundNo: 1, products: [1], ...LATER }))[1];
    const refused = await loadFitSupply(
      db,
      OPERATOR,
      a.marketNo,
      rowsOf([
        ['F-PF-1', 10_001],
        ['F-PF-2', 4_000],
        ['F-PF-3', 1_000],
      ]),
    );
    expect(refused.rejected.problems, JSON.stringify(refused.rejected.problems)).toEqual([
      {
        line: 2,
        column: 'volume',
        message: '供給可能量 10,000 kWh を超えています（FIT認定量 10,000 kWh、約定済み・供給中 0 kWh）',
      },
      { line: 4, column: 'facility_id', message: 'この年度のFIT認定量が登録されていません' },
    ]);
    expect(await supplyOf(db, a.id)).toEqual([]);
    // Within the volume it loads; what is offered in an open auction counts against the next.
    expect((await loadFitSupply(db, OPERATOR, a.marketNo, rowsOf([['F-PF-1', 6_000]]))).loaded).toBe(1);
    const b = (await createRoundAuctions(db, { fiscalYear: year, roundNo: 2, products: [1], ...LATER }))[1];
    const over = await loadFitSupply(db, OPERATOR, b.marketNo, rowsOf([['F-PF-1', 4_001]]));
    expect(over.rejected.problems.map((p) => p.message)).toEqual([
      '供給可能量 4,000 kWh を超えています（FIT認定量 10,000 kWh、約定済み・供給中 6,000 kWh）',
    ]);
    // A FIT volume cannot be corrected below what the auctions hold.
    const lowered = await loadFitVolumes(db, OPERATOR, year, rowsOf([['F-PF-1', 5_999]]));
    expect(lowered.rejected.problems).toEqual([
      { line: 2, column: 'volume', message: 'FIT認定量が約定済み・供給中の 6,000 kWh を下回っています' },
    ]);
  });

  it('lets two concurrent loads of the same facility into two auctions not both pass', async () => {
    const c = (await createRoundAuctions(db, { fiscalYear: year, roundNo: 3, products: [1], ...LATER }))[1];
    const d = (await createRoundAuctions(db, { fiscalYear: year, roundNo: 4, products: [1], ...LATER }))[1];
    // F-PF-4: 6,000 kWh; each load offers 4,000.
    const reports = await Promise.all(
      [c, d].map((auction) => loadFitSupply(db, OPERATOR, auction.marketNo, rowsOf([['F-PF-4', 4_000]]))),
    );
    expect(reports.map((r) => r.loaded).sort()).toEqual([0, 1]);
    const refused = reports.find((r) => r.loaded === 0)!;
    expect(refused.rejected.problems[0]!.message).toMatch(/^供給可能量 2,000 kWh を超えています/);
    const offered = [...(await supplyOf(db, c.id)), ...(await supplyOf(db, d.id))];
    expect(offered).toEqual([{ facilityId: 'F-PF-4', volume: 4_000 }]);
  });

  it('records each facility rest at the clearing, shows it, and re-offers exactly the rests once', async () => {
    const e = (await createRoundAuctions(db, { fiscalYear: later, roundNo: 1, products: [1] }))[1];
    await loadFitSupply(
      db,
      OPERATOR,
      e.marketNo,
      rowsOf([
        ['F-PF-1', 4_000],
        ['F-PF-2', 4_000],
      ]),
    );
    await placeBuy(db, buyer, { productCd: 1, price: '1.00', volume: 5_000 });
    await setWindow(db, e.marketNo, { closesAt: new Date(Date.now() - 1_000) });
    // 5,000 of 8,000 sold: one facility keeps a rest of 3,000 kWh.
    expect((await clearAuction(db, OPERATOR, e.marketNo)).fitSupplyReturned).toEqual({ facilities: 1, volume: 3_000 });
    const rests = await db
      .select({ facilityId: fitSupplyRests.facilityId, volume: fitSupplyRests.volume })
      .from(fitSupplyRests)
      .where(eq(fitSupplyRests.auctionId, e.id));
    const restTotal = rests.reduce((s, r) => s + r.volume, 0);
    expect(restTotal).toBe(3_000);
    expect(rests.length).toBe(1);

    const shown = await ops(db, 'show', { 'market-no': String(e.marketNo) });
    expect(shown).toContain('  設備別の売れ残り: 1 設備、3,000 kWh');
    expect(shown).toContain(
      `  未再供給: 1 設備、3,000 kWh（reoffer-fit-rests --market-no ${e.marketNo} --to <市場番号> で同じ年度の市場に再供給できます）`,
    );

    // The rests return to what the facilities may be offered: exactly them go into round 6.
    const f = (await createRoundAuctions(db, { fiscalYear: later, roundNo: 2, products: [1], ...LATER }))[1];
    const printed = await ops(db, 'reoffer-fit-rests', { 'market-no': String(e.marketNo), to: String(f.marketNo) });
    expect(printed).toEqual([
      `市場番号 ${e.marketNo} の売れ残り 1 設備、3,000 kWh を市場番号 ${f.marketNo} に供給しました。`,
    ]);
    expect(await supplyOf(db, f.id)).toEqual(rests.sort((x, y) => x.facilityId.localeCompare(y.facilityId)));
    expect(await ops(db, 'show', { 'market-no': String(e.marketNo) })).toContain(
      '  未再供給: なし（すべて再供給済み）',
    );
    // Once only.
    const again = await refusalOf(reofferFitRests(db, OPERATOR, e.marketNo, f.marketNo));
    expect(again.message).toBe(`市場番号 ${e.marketNo} に再供給できる売れ残りはありません。`);
    // And nothing beyond: F-PF-2 (4,000) is sold or offered again to the kWh, whichever kept the rest.
    const g = (await createRoundAuctions(db, { fiscalYear: later, roundNo: 3, products: [1], ...LATER }))[1];
    const beyond = await loadFitSupply(db, OPERATOR, g.marketNo, rowsOf([['F-PF-2', 1]]));
    expect(beyond.rejected.problems[0]!.message).toMatch(/^供給可能量 0 kWh を超えています/);
  });

  it('refuses to re-offer rests into an auction of another year or one that cannot take them', async () => {
    const e = (await createRoundAuctions(db, { fiscalYear: later, roundNo: 4, products: [1] }))[1];
    await loadFitSupply(db, OPERATOR, e.marketNo, rowsOf([['F-PF-4', 2_000]]));
    await setWindow(db, e.marketNo, { closesAt: new Date(Date.now() - 1_000) });
    await clearAuction(db, OPERATOR, e.marketNo);
    const other = marketNoOf(year, 3, 1);
    expect((await refusalOf(reofferFitRests(db, OPERATOR, e.marketNo, other))).message).toBe(
      `市場番号 ${other} は${year}年度の市場です。${later}年度の売れ残りは同じ年度の市場にのみ供給できます。`,
    );
    // An auction that already offers the facility: the loader's row error, per facility.
    const h = marketNoOf(later, 3, 1);
    await loadFitSupply(db, OPERATOR, h, rowsOf([['F-PF-4', 1]]));
    const refused = await refusalOf(reofferFitRests(db, OPERATOR, e.marketNo, h));
    expect(refused.message).toBe('1 設備の売れ残りを供給できないため、再供給しませんでした。');
    expect(refused.fieldErrors).toEqual([{ field: '設備 F-PF-4 facility_id', message: 'この市場に登録済みです' }]);
  });
});
