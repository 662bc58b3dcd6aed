import { and, eq, sql } from 'drizzle-orm';
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
import { accounts, holdings, journalEntries, targetYears } from '../../src/lib/server/db/schema';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { describeAuction } from '../../src/lib/server/services/auctions/describe-auction';
import { expireFitSupply } from '../../src/lib/server/services/auctions/expire-fit-supply';
import type { Db } from '../../src/lib/server/db';
import { auctionCommands } from '../../src/cli/commands/auction-commands';
import type { AuthContext } from '../../src/lib/server/auth/session-context';

const YEAR = 2026;

/** What the account of the given kind holds for FIT in the year, all facilities together. */
async function fitBalance(db: Db, kind: 'fit_supply' | 'retirement'): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${holdings.balance}), 0)::text` })
    .from(holdings)
    .innerJoin(accounts, and(eq(accounts.id, holdings.accountId), eq(accounts.kind, kind)))
    .innerJoin(targetYears, eq(targetYears.id, holdings.targetYearId))
    .where(and(eq(targetYears.targetYear, YEAR), eq(holdings.productCd, 1)));
  return Number(row!.total);
}

/** An operator command as `npm run ops` runs it, its printed lines. */
async function ops(db: Db, name: string, options: Record<string, string>): Promise<string[]> {
  const lines: string[] = [];
  await auctionCommands
    .find((c) => c.name === name)!
    .run({ db, actor: OPERATOR, args: [], options, print: (l) => lines.push(l) });
  return lines;
}

async function closeAndClear(db: Db, marketNo: number) {
  await setWindow(db, marketNo, { closesAt: new Date(Date.now() - 1_000) });
  return clearAuction(db, OPERATOR, marketNo);
}

/** Issue 14 §9, decision 0011: unsold FIT supply is offered again, then expires after the year's last round. */
describe.each(testTargets())('unsold FIT supply on %s', (target) => {
  let t: TestDatabase;
  let db: Db;
  let buyer: AuthContext;

  beforeAll(async () => {
    t = await freshDatabase(target);
    db = t.database.db;
    [buyer] = await createMembers(db, 1, { prefix: 'C', fit: true });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('carries what a FIT auction did not sell into the next FIT auction of the year', async () => {
    const first = (await createRoundAuctions(db, { fiscalYear: YEAR, roundNo: 1, products: [1] }))[1];
    await supplyFit(db, first.marketNo, [
      { facilityId: 'F-CARRY-1', volume: 5_000 },
      { facilityId: 'F-CARRY-2', volume: 3_000 },
    ]);
    await placeBuy(db, buyer!, { productCd: 1, price: '1.00', volume: 2_000 });
    expect((await closeAndClear(db, first.marketNo)).contractedVolume).toBe(2_000);
    expect(await fitBalance(db, 'fit_supply')).toBe(6_000);

    const second = (await createRoundAuctions(db, { fiscalYear: YEAR, roundNo: 2, products: [1] }))[1];
    await supplyFit(db, second.marketNo, [{ facilityId: 'F-CARRY-3', volume: 1_000 }]);
    // The operator sees before the clearing what it will offer again.
    const before = await describeAuction(db, second.marketNo);
    expect(before.supply).toMatchObject({ facilities: 1, volume: 1_000, carried: { facilities: 2, volume: 6_000 } });
    expect(await ops(db, 'show', { 'market-no': String(second.marketNo) })).toEqual(
      expect.arrayContaining(['  FIT供給: 1 設備、1,000 kWh', '  繰越FIT供給（約定処理時に計上）: 2 設備、6,000 kWh']),
    );

    await placeBuy(db, buyer!, { productCd: 1, price: '1.00', volume: 6_500 });
    // Without the carry-over only the 1,000 kWh loaded for this auction would be offered.
    expect((await closeAndClear(db, second.marketNo)).contractedVolume).toBe(6_500);
    expect(await fitBalance(db, 'fit_supply')).toBe(500);
    const after = await describeAuction(db, second.marketNo);
    expect(after.supply.carried).toEqual({ facilities: 2, volume: 6_000 });
  });

  it('expires the rest only once no FIT auction of the year is left to clear, in one ledger entry', async () => {
    const third = (await createRoundAuctions(db, { fiscalYear: YEAR, roundNo: 3, products: [1] }))[1];
    await expect(expireFitSupply(db, OPERATOR, YEAR)).rejects.toMatchObject({
      code: 'C_SH_006',
      message: expect.stringContaining(`市場番号 ${third.marketNo}`),
    });
    expect(await fitBalance(db, 'fit_supply')).toBe(500);

    // The last auction sells nothing: its offer is the 500 kWh carried, and they stay unsold.
    await closeAndClear(db, third.marketNo);
    expect((await describeAuction(db, third.marketNo)).supply.carried.volume).toBe(500);
    const retiredBefore = await fitBalance(db, 'retirement');

    expect(await ops(db, 'expire-fit-supply', { 'fiscal-year': String(YEAR) })).toEqual([
      `${YEAR}年度のFIT供給の残量 1 設備、500 kWh を失効させました。`,
    ]);
    expect(await fitBalance(db, 'fit_supply')).toBe(0);
    expect((await fitBalance(db, 'retirement')) - retiredBefore).toBe(500);
    const [entry] = await db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.reference, `${YEAR}年度 FIT供給の失効（未販売分）`));
    expect(entry?.kind).toBe('expire');

    // A repeat finds nothing left.
    expect(await expireFitSupply(db, OPERATOR, YEAR)).toEqual({ facilities: 0, volume: 0 });
  });
});
