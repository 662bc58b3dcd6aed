import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { clearSettlementRound, OPERATOR, orgId, setBusinessDate, type Auction } from '../fixtures/settlement-fixtures';
import { organizations, settlementStatements } from '../../src/lib/server/db/schema';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { addBusinessDays } from '../../src/lib/domain/calendar';
import type { Statement } from '../../src/lib/domain/settlement';
import type { Db } from '../../src/lib/server/db';

const CLEARING_DATE = '2027-04-28';
// 04-29 昭和の日, 05-01/02 weekend, 05-03..05 Golden Week holidays, 05-08/09 weekend:
// business days after 04-28 are 04-30, 05-06, 05-07, 05-10, 05-11.
const DUE_DATE = '2027-05-11';

async function statementsOf(db: Db, auction: Auction) {
  return db
    .select({ row: settlementStatements, memberNumber: organizations.memberNumber })
    .from(settlementStatements)
    .innerJoin(organizations, eq(settlementStatements.organizationId, organizations.id))
    .where(eq(settlementStatements.auctionId, auction.id))
    .orderBy(asc(organizations.memberNumber));
}

describe.each(testTargets())('settlement statements issued by clearing on %s', (target) => {
  let t: TestDatabase;
  let fit: Auction;
  let nonFit: Auction;

  beforeAll(async () => {
    t = await freshDatabase(target);
    const db = t.database.db;
    // The May round of target year 2026 clears on 2027-04-28, the day before Golden Week starts.
    await setBusinessDate(db, CLEARING_DATE);
    const round = await clearSettlementRound(db);
    ({ fit, nonFit } = round);
    expect(round.results).toMatchObject([
      { alreadyCleared: false, statements: 2 },
      { alreadyCleared: false, statements: 2 },
    ]);
  });
  afterAll(async () => t.drop());

  it('issues exactly one statement per member with contracts: none without contracts, none for the FIT seller', async () => {
    const db = t.database.db;
    expect((await statementsOf(db, fit)).map((s) => [s.memberNumber, s.row.direction])).toEqual([
      ['1001', 'pay'],
      ['2001', 'pay'],
    ]);
    expect((await statementsOf(db, nonFit)).map((s) => [s.memberNumber, s.row.direction])).toEqual([
      ['1001', 'pay'],
      ['3001', 'receive'],
    ]);
    for (const memberNumber of ['4001', '1002', '9000']) {
      expect(
        await db
          .select()
          .from(settlementStatements)
          .where(eq(settlementStatements.organizationId, await orgId(db, memberNumber))),
      ).toHaveLength(0);
    }
  });

  it('stores the amounts worked out by hand, with total = subtotal + tax in every row and the jsonb', async () => {
    const db = t.database.db;
    const [buyer] = await statementsOf(db, fit);
    // 20,000 × 1.20 = 24,000 (fee 20) and 1,500 × 1.10 = 1,650 (fee 1): 25,671 taxable, tax ⌊2,567.1⌋.
    expect(buyer!.row).toMatchObject({
      statementNo: `S2026${String(fit.marketNo).padStart(6, '0')}-1001`,
      subtotalYen: 25_671,
      taxYen: 2_567,
      totalYen: 28_238,
    });
    const seller = (await statementsOf(db, nonFit))[1]!.row;
    // Sale 40,000 × 0.80 = 32,000 + 3,200 tax; fee 40 + 4 tax deducted: 31,960 + 3,196 = 35,156.
    expect(seller).toMatchObject({ direction: 'receive', subtotalYen: 31_960, taxYen: 3_196, totalYen: 35_156 });
    for (const { row } of [...(await statementsOf(db, fit)), ...(await statementsOf(db, nonFit))]) {
      const stored = row.statement as Statement;
      expect(row.subtotalYen + row.taxYen).toBe(row.totalYen);
      expect([stored.subtotalYen, stored.taxYen, stored.totalYen, stored.direction, stored.statementNo]).toEqual([
        row.subtotalYen,
        row.taxYen,
        row.totalYen,
        row.direction,
        row.statementNo,
      ]);
    }
  });

  it('dates the statement on the clearing date and makes it due 5 business days later, across Golden Week', async () => {
    const rows = await statementsOf(t.database.db, fit);
    expect(addBusinessDays(CLEARING_DATE, 5)).toBe(DUE_DATE); // cross-check of the hard-coded expectation
    for (const { row } of rows) {
      expect([row.issueDate, row.dueDate]).toEqual([CLEARING_DATE, DUE_DATE]);
      expect((row.statement as Statement).transactionDate).toBe(CLEARING_DATE);
    }
  });

  it('changes nothing when the clearing runs again', async () => {
    const db = t.database.db;
    const before = await db.select().from(settlementStatements).orderBy(asc(settlementStatements.id));
    expect(await clearAuction(db, OPERATOR, fit.marketNo)).toMatchObject({ alreadyCleared: true, statements: 0 });
    expect(await clearAuction(db, OPERATOR, nonFit.marketNo)).toMatchObject({ alreadyCleared: true, statements: 0 });
    expect(await db.select().from(settlementStatements).orderBy(asc(settlementStatements.id))).toEqual(before);
  });
});
