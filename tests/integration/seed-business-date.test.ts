import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { seededYears } from '../fixtures/target-years';
import { OPERATOR } from '../fixtures/auction-fixtures';
import { auctions, certificates } from '../../src/lib/server/db/schema';
import { seed } from '../../src/lib/server/services/seed';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';
import { marketInstant } from '../../src/lib/server/services/auctions/market-clock';
import { stateOf } from '../../src/lib/server/services/auctions/auction-view';

/**
 * A fresh system seeds the business date's fiscal year, the next and the two before,
 * and the demo's ledger and rounds in the business date's fiscal year with windows around the
 * market clock, so a clean start at any date shows a live market (round 1 cleared, round 2 open).
 */
describe.each(testTargets())('the seed at a set business date on %s', (target) => {
  const cases = [
    { businessDate: '2027-04-01', years: [2025, 2026, 2027, 2028], demoYear: 2027 },
    { businessDate: '2030-01-15', years: [2027, 2028, 2029, 2030], demoYear: 2029 },
  ];
  describe.each(cases)('at $businessDate', ({ businessDate, years, demoYear }) => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await freshDatabase(target, { seed: 'none' });
      await updateSystemSettings(t.database.db, OPERATOR, { businessDate });
      await seed(t.database.db, { demo: 'market' });
    }, 300_000);
    afterAll(async () => t?.drop());

    it(`creates the target years ${years.join('、')} and a live demo market of FY${demoYear}`, async () => {
      const db = t.database.db;
      expect(await seededYears(db)).toEqual(years);
      const { at } = await marketInstant(db);
      const rows = await db.select().from(auctions).orderBy(asc(auctions.marketNo));
      expect(rows.map((a) => [a.marketNo, stateOf(a, at)])).toEqual([
        [demoYear * 100 + 11, 'cleared'],
        [demoYear * 100 + 12, 'cleared'],
        [demoYear * 100 + 13, 'cleared'],
        [demoYear * 100 + 21, 'open'],
        [demoYear * 100 + 22, 'open'],
        [demoYear * 100 + 23, 'open'],
      ]);
      const issued = await db.select({ id: certificates.id }).from(certificates);
      expect(issued).toHaveLength(2);
    });
  });
});
